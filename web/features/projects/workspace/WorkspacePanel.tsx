import type { ProjectDetail } from '../api';
import { BacklogTab } from '../../backlog/BacklogTab';
import { BoardTab } from '../../board/BoardTab';
import { SummaryTab } from '../../summary/SummaryTab';
import { ListTab } from '../../taskList/ListTab';
import { ProjectMembersTab } from '../members/ProjectMembersTab';
import { ProjectNotesTab } from '../notes/ProjectNotesTab';
import type { WorkspaceTab } from '../paths';
import { ProjectSettingsTab } from '../settings/ProjectSettingsTab';
import { panelId, tabId } from './WorkspaceTabs';

function TabContent({ tab, project }: { tab: WorkspaceTab; project: ProjectDetail }) {
  switch (tab) {
    case 'backlog':
      return <BacklogTab project={project} />;
    case 'board':
      return <BoardTab project={project} />;
    case 'list':
      return <ListTab project={project} />;
    case 'summary':
      return <SummaryTab project={project} />;
    case 'settings':
      return <ProjectSettingsTab project={project} />;
    case 'members':
      return <ProjectMembersTab project={project} />;
    case 'notes':
      return <ProjectNotesTab project={project} />;
  }
}

/** The selected tab's view; keyed by project so switching projects starts each view afresh. */
export function WorkspacePanel({ tab, project }: { tab: WorkspaceTab; project: ProjectDetail }) {
  return (
    <div role="tabpanel" id={panelId(tab)} aria-labelledby={tabId(tab)} style={{ paddingTop: 16, minWidth: 0, flex: 1, display: 'flex', flexDirection: 'column' }}>
      <TabContent key={project._id} tab={tab} project={project} />
    </div>
  );
}
