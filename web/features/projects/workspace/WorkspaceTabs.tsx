import { Tab, Tabs } from '@mui/material';
import { Link as RouterLink } from 'react-router';
import { projectSpacePath, WORKSPACE_TABS, type WorkspaceTab } from '../paths';

export const TAB_LABELS: Record<WorkspaceTab, string> = {
  backlog: 'Backlog',
  board: 'Board',
  list: 'List',
  settings: 'Settings',
  summary: 'Summary',
  members: 'Members',
  notes: 'Notes',
};

export const tabId = (tab: WorkspaceTab) => `workspace-tab-${tab}`;
export const panelId = (tab: WorkspaceTab) => `workspace-panel-${tab}`;

/** Each tab is a link, so it can be opened in a new browser tab; narrow screens scroll them. */
export function WorkspaceTabs({ projectId, value }: { projectId: string; value: WorkspaceTab }) {
  return (
    <Tabs
      value={value}
      variant="scrollable"
      scrollButtons="auto"
      allowScrollButtonsMobile
      aria-label="Project views"
      sx={{ minHeight: 44, borderBottom: 1, borderColor: 'divider', mx: { xs: -2, sm: 0 }, '& .MuiTabs-scrollButtons.Mui-disabled': { opacity: 0.3 } }}
    >
      {WORKSPACE_TABS.map((tab) => (
        <Tab
          key={tab}
          value={tab}
          label={TAB_LABELS[tab]}
          id={tabId(tab)}
          aria-controls={panelId(tab)}
          component={RouterLink}
          to={projectSpacePath(projectId, tab)}
          sx={{ minHeight: 44, minWidth: 0, px: { xs: 1.5, sm: 2 }, fontSize: 14 }}
        />
      ))}
    </Tabs>
  );
}
