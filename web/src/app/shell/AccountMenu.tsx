import { useId, useState } from 'react';
import { Avatar, Box, Divider, IconButton, Menu, MenuItem, Typography } from '@mui/material';
import { roleLabel } from '@atrium/contract';
import { visuallyHidden } from '../../components/visuallyHidden.ts';
import type { CurrentUser } from '../../auth/currentUser.ts';
import type { ImpersonatedOrganization } from '../../auth/impersonation.ts';

const initialsOf = (name: string) =>
  name
    .split(/\s+/)
    .filter(Boolean)
    .slice(0, 2)
    .map((word) => word[0]?.toUpperCase() ?? '')
    .join('');

/** The avatar and its menu: who is signed in, with which role and organization, and Logout. */
export function AccountMenu({
  user,
  organizationName,
  impersonated,
  onLogout,
}: {
  user: CurrentUser;
  organizationName: string | null;
  impersonated: ImpersonatedOrganization | null;
  onLogout: () => void;
}) {
  const [anchor, setAnchor] = useState<HTMLElement | null>(null);
  const menuId = useId();
  return (
    <>
      {/* Named by its hidden text, not aria-label: the initials it shows are not its name. */}
      <IconButton
        aria-haspopup="menu"
        aria-controls={anchor ? menuId : undefined}
        aria-expanded={anchor ? true : undefined}
        onClick={(event) => {
          setAnchor(event.currentTarget);
        }}
        sx={{ p: 1 }}
      >
        <Avatar aria-hidden sx={{ width: 32, height: 32, fontSize: 14, bgcolor: 'primary.dark' }}>
          {initialsOf(user.name)}
        </Avatar>
        <Box component="span" sx={visuallyHidden}>
          Account menu
        </Box>
      </IconButton>
      <Menu
        id={menuId}
        anchorEl={anchor}
        open={anchor !== null}
        onClose={() => {
          setAnchor(null);
        }}
        anchorOrigin={{ vertical: 'bottom', horizontal: 'right' }}
        transformOrigin={{ vertical: 'top', horizontal: 'right' }}
      >
        <Box sx={{ px: 4, py: 2, minWidth: 240 }}>
          <Typography sx={{ fontWeight: 600 }}>{user.name}</Typography>
          <Typography variant="body2" color="textSecondary">
            {user.email}
          </Typography>
          <Typography variant="body2" sx={{ mt: 2 }}>
            Role: {roleLabel(user.roles)}
          </Typography>
          <Typography variant="body2">
            Organization: {organizationName ?? user.orgKey ?? 'None'}
          </Typography>
          {impersonated && (
            <Typography variant="body2" color="warning.main">
              Acting as: {impersonated.name}
            </Typography>
          )}
        </Box>
        <Divider />
        <MenuItem
          onClick={() => {
            setAnchor(null);
            onLogout();
          }}
        >
          Logout
        </MenuItem>
      </Menu>
    </>
  );
}
