import { List, ListItem, ListItemButton, ListItemText, ListSubheader } from '@mui/material';
import { NavLink } from 'react-router';
import type { MenuEntry, MenuLink } from './menu.ts';

function MenuItem({
  link,
  nested,
  onNavigate,
}: {
  link: MenuLink;
  nested: boolean;
  onNavigate: () => void;
}) {
  return (
    <ListItem disablePadding>
      <ListItemButton
        component={NavLink}
        to={`/${link.path}`}
        // The dashboard is the root: only its own address makes it current.
        end={link.path === ''}
        onClick={onNavigate}
        sx={{
          pl: nested ? 6 : 5,
          '&.active': {
            bgcolor: 'action.selected',
            // The brand blue is too light for text (WCAG AA contrast): the active entry keeps dark
            // text and is marked by a bar in the brand colour instead.
            color: 'text.primary',
            boxShadow: (theme) => `inset 4px 0 0 ${theme.palette.primary.main}`,
            '& .MuiListItemText-primary': { fontWeight: 600 },
          },
        }}
      >
        <ListItemText primary={link.label} />
      </ListItemButton>
    </ListItem>
  );
}

/** The side menu's entries: links, and groups of links under a heading. */
export function SideMenu({
  entries,
  onNavigate,
}: {
  entries: MenuEntry[];
  onNavigate: () => void;
}) {
  return (
    <List dense disablePadding sx={{ py: 2 }}>
      {entries.map((entry) =>
        entry.kind === 'link' ? (
          <MenuItem key={entry.label} link={entry} nested={false} onNavigate={onNavigate} />
        ) : (
          <li key={entry.label}>
            <List
              dense
              disablePadding
              aria-labelledby={`menu-group-${entry.label}`}
              subheader={
                <ListSubheader
                  id={`menu-group-${entry.label}`}
                  disableSticky
                  sx={{ lineHeight: '36px' }}
                >
                  {entry.label}
                </ListSubheader>
              }
            >
              {entry.links.map((link) => (
                <MenuItem key={link.label} link={link} nested onNavigate={onNavigate} />
              ))}
            </List>
          </li>
        ),
      )}
    </List>
  );
}
