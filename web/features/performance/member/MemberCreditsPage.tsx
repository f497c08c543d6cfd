import { PageHeader } from '../../../app/components/PageHeader';

// PLACEHOLDER (issue 18): the report helper builds the member report and recognition here.
export function MemberCreditsPage() {
  return <PageHeader title="My credits" />;
}
