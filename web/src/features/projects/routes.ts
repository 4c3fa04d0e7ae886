import AssessmentOutlinedIcon from '@mui/icons-material/AssessmentOutlined';
import AssignmentOutlinedIcon from '@mui/icons-material/AssignmentOutlined';
import type { ScreenRoute } from '../../app/screenRoute.ts';

// Projects and reports; a report reuses the project page.
const access = { permission: 'projects.read' } as const;

export const projectRoutes: readonly ScreenRoute[] = [
  {
    path: 'projects',
    screen: 'Projects',
    access,
    menu: { label: 'Projects', icon: AssignmentOutlinedIcon, slot: 'Projects' },
  },
  { path: 'projects/:id', screen: 'Project', params: { id: 'id' }, access },
  {
    path: 'reports',
    screen: 'Reports',
    access,
    menu: { label: 'Reports', icon: AssessmentOutlinedIcon, slot: 'Reports' },
  },
  { path: 'reports/:id', screen: 'Report', params: { id: 'id' }, access },
];
