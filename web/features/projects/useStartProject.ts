import { useNavigate } from 'react-router';
import { toast } from 'react-toastify';
import { PROJECT_MESSAGES } from '../../../domain/projects/projectRules';
import { UPGRADE_REQUIRED_PROJECTS_TEXT } from '../../../domain/billing/planRules';
import { showUpgradeRequired } from '../billing/upgradeRequired';
import { useProjectPlanCheck } from './api';

/**
 * 'New project' first asks the plan (GET /api/plan/check?type=project): a plan at its
 * project limit opens 'Upgrade Required', otherwise the create form opens.
 */
export function useStartProject() {
  const navigate = useNavigate();
  const check = useProjectPlanCheck();
  const start = () =>
    check.mutate(undefined, {
      onSuccess: (answer) => {
        if (answer.isUpgradeRequired) showUpgradeRequired(UPGRADE_REQUIRED_PROJECTS_TEXT);
        else void navigate('/project/create');
      },
      onError: (error) => {
        if (!error.endsSession && !error.isUpgradeRequired) toast.error(PROJECT_MESSAGES.addFailed);
      },
    });
  return { start, pending: check.isPending };
}
