import { useState } from 'react';
import {
  Collapse,
  List,
  ListItem,
  ListItemButton,
  ListItemIcon,
  ListItemText,
} from '@mui/material';
import ExpandLessIcon from '@mui/icons-material/ExpandLess';
import ExpandMoreIcon from '@mui/icons-material/ExpandMore';
import { Link, NavLink, useLocation } from 'react-router';
import type { MenuEntry, MenuGroup, MenuLink } from './menu.ts';

function MenuItem({
  link,
  nested,
  onNavigate,
}: {
  link: MenuLink;
  nested: boolean;
  onNavigate: () => void;
}) {
  const Icon = link.icon;
  return (
    <ListItem disablePadding>
      <ListItemButton
        // An alias leads to another entry's page, which is the one highlighted there.
        component={link.alias ? Link : NavLink}
        to={`/${link.path}`}
        // The dashboard is the root: only its own address makes it current.
        {...(!link.alias && { end: link.path === '' })}
        onClick={onNavigate}
        sx={{
          pl: nested ? 5 : 4,
          mx: 2,
          borderRadius: 2,
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
        <ListItemIcon sx={{ minWidth: 36 }}>
          <Icon fontSize="small" />
        </ListItemIcon>
        <ListItemText primary={link.label} />
      </ListItemButton>
    </ListItem>
  );
}

const isUnder = (pathname: string, link: MenuLink) =>
  link.path !== '' && (pathname === `/${link.path}` || pathname.startsWith(`/${link.path}/`));

/** A group heading that folds its links away; open by default, and always while one is current. */
function MenuGroupItem({ group, onNavigate }: { group: MenuGroup; onNavigate: () => void }) {
  const { pathname } = useLocation();
  const [open, setOpen] = useState(true);
  const holdsCurrent = group.links.some((link) => isUnder(pathname, link));
  const expanded = open || holdsCurrent;
  const id = `menu-group-${group.label}`;
  return (
    <li>
      <ListItemButton
        onClick={() => {
          setOpen(!expanded);
        }}
        aria-expanded={expanded}
        aria-controls={`${id}-links`}
        sx={{ mx: 2, borderRadius: 2, pl: 4 }}
      >
        <ListItemText
          id={id}
          primary={group.label}
          slotProps={{
            primary: {
              variant: 'overline',
              sx: { color: 'text.secondary', fontWeight: 600, lineHeight: 2 },
            },
          }}
        />
        {expanded ? (
          <ExpandLessIcon fontSize="small" color="action" />
        ) : (
          <ExpandMoreIcon fontSize="small" color="action" />
        )}
      </ListItemButton>
      <Collapse in={expanded} timeout="auto">
        <List id={`${id}-links`} dense disablePadding aria-labelledby={id}>
          {group.links.map((link) => (
            <MenuItem key={link.label} link={link} nested onNavigate={onNavigate} />
          ))}
        </List>
      </Collapse>
    </li>
  );
}

/** The side menu's entries: links with their icons, and collapsible groups of links. */
export function SideMenu({
  entries,
  onNavigate,
}: {
  entries: MenuEntry[];
  onNavigate: () => void;
}) {
  return (
    <List dense disablePadding sx={{ py: 3 }}>
      {entries.map((entry) =>
        entry.kind === 'link' ? (
          <MenuItem key={entry.label} link={entry} nested={false} onNavigate={onNavigate} />
        ) : (
          <MenuGroupItem key={entry.label} group={entry} onNavigate={onNavigate} />
        ),
      )}
    </List>
  );
}
