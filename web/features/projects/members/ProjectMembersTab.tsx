import { Alert, Box, Card, Chip, IconButton, List, ListItem, ListItemAvatar, ListItemText, Skeleton, Tooltip, Typography } from '@mui/material';
import PersonRemoveOutlined from '@mui/icons-material/PersonRemoveOutlined';
import { toast } from 'react-toastify';
import { ConfirmDialog, useConfirmTarget } from '../../../app/components/ConfirmDialog';
import { QueryError } from '../../../app/components/QueryError';
import { UserAvatar } from '../../../app/components/UserAvatar';
import { useCurrentUser } from '../../../app/session/useSession';
import { useProjectMembers, useRemoveProjectMembers, type ProjectDetail, type ProjectPerson } from '../api';
import { canEditProjects } from '../projectAccess';
import { AddMembersBar } from './AddMembersBar';

/** Who is in the project; those who may edit projects add and remove people here. */
export function ProjectMembersTab({ project }: { project: ProjectDetail }) {
  const user = useCurrentUser();
  const canEdit = canEditProjects(user.role);
  const members = useProjectMembers(project._id);
  const remove = useRemoveProjectMembers(project._id);
  const removing = useConfirmTarget<ProjectPerson>();
  const list = members.data ?? project.members;
  const lastOne = list.length <= 1;

  const confirmRemove = () => {
    const person = removing.target;
    if (!person) return;
    remove.mutate([person._id], {
      onSuccess: () => {
        toast.success(`${person.name} was removed from ${project.name}`);
        removing.close();
      },
    });
  };

  return (
    <Card component="section" aria-labelledby="project-members-heading" sx={{ maxWidth: 820 }}>
      <Box sx={{ p: { xs: 1.5, sm: 2 }, display: 'grid', gap: 1.5 }}>
        <Typography id="project-members-heading" variant="h4" component="h2">
          Members
          <Box component="span" sx={{ color: 'text.secondary', fontWeight: 500, ml: 1 }}>
            {list.length}
          </Box>
        </Typography>
        {canEdit ? (
          <AddMembersBar projectId={project._id} members={list} />
        ) : (
          <Alert severity="info" variant="outlined">
            Only owners, admins and maintainers can add or remove members.
          </Alert>
        )}
      </Box>
      {members.isError ? (
        <QueryError message={members.error.message} onRetry={() => void members.refetch()} />
      ) : (
        <List aria-label="Project members" sx={{ borderTop: 1, borderColor: 'divider', py: 0 }}>
          {members.isPending && list.length === 0 && <Skeleton sx={{ mx: 2, my: 1.5 }} height={40} />}
          {list.map((member) => (
            <ListItem
              key={member._id}
              divider
              secondaryAction={
                canEdit && (
                  <Tooltip title={lastOne ? 'A project needs at least one member' : 'Remove from project'}>
                    <span>
                      <IconButton edge="end" aria-label={`Remove ${member.name}`} disabled={lastOne} onClick={() => removing.ask(member)}>
                        <PersonRemoveOutlined fontSize="small" />
                      </IconButton>
                    </span>
                  </Tooltip>
                )
              }
              sx={{ pr: canEdit ? 7 : 2 }}
            >
              <ListItemAvatar sx={{ minWidth: 48 }}>
                <UserAvatar name={member.name} size={32} />
              </ListItemAvatar>
              <ListItemText
                primary={
                  <Box component="span" sx={{ display: 'inline-flex', alignItems: 'center', gap: 0.75, flexWrap: 'wrap' }}>
                    <Box component="span" sx={{ fontWeight: 600 }}>
                      {member.name}
                    </Box>
                    {member._id === project.lead?._id && <Chip size="small" color="primary" variant="outlined" label="Lead" sx={{ height: 20, fontSize: 11 }} />}
                    {member._id === user._id && <Chip size="small" label="You" sx={{ height: 20, fontSize: 11 }} />}
                  </Box>
                }
                secondary={member.email}
                slotProps={{ primary: { variant: 'body2' }, secondary: { sx: { overflowWrap: 'anywhere' } } }}
              />
            </ListItem>
          ))}
        </List>
      )}
      <ConfirmDialog
        open={removing.open}
        title={`Remove ${removing.target?.name ?? 'member'}?`}
        confirmLabel="Remove"
        destructive
        pending={remove.isPending}
        onConfirm={confirmRemove}
        onClose={removing.close}
      >
        {removing.target?.name} will no longer see {project.name} or its tasks. You can add them again at any time.
      </ConfirmDialog>
    </Card>
  );
}
