import { useState } from 'react';
import { IconButton, ListItemIcon, ListItemText, Menu, MenuItem } from '@mui/material';
import BarChartIcon from '@mui/icons-material/BarChart';
import DownloadIcon from '@mui/icons-material/Download';
import ImageIcon from '@mui/icons-material/Image';
import MoreVertIcon from '@mui/icons-material/MoreVert';
import TableChartIcon from '@mui/icons-material/TableChart';

export type ChartActionsProps = {
  disabled: boolean;
  showingTable: boolean;
  onDownloadCsv: () => void;
  /** Absent while the chart is not drawn (the table view). */
  onDownloadPng?: () => void;
  onToggleTable: () => void;
};

/** The card's actions menu: the data as CSV, the chart as PNG, the chart as a table and back. */
export function ChartActions(props: ChartActionsProps) {
  const { disabled, showingTable, onDownloadCsv, onDownloadPng, onToggleTable } = props;
  const [anchor, setAnchor] = useState<HTMLElement | null>(null);
  const choose = (action: () => void) => () => {
    setAnchor(null);
    action();
  };
  return (
    <>
      <IconButton
        aria-label="Chart actions"
        aria-haspopup="menu"
        aria-expanded={anchor !== null}
        size="small"
        disabled={disabled}
        onClick={(event) => {
          setAnchor(event.currentTarget);
        }}
      >
        <MoreVertIcon fontSize="small" />
      </IconButton>
      <Menu
        anchorEl={anchor}
        open={anchor !== null}
        onClose={() => {
          setAnchor(null);
        }}
        anchorOrigin={{ vertical: 'bottom', horizontal: 'right' }}
        transformOrigin={{ vertical: 'top', horizontal: 'right' }}
      >
        <MenuItem onClick={choose(onDownloadCsv)}>
          <ListItemIcon>
            <DownloadIcon fontSize="small" />
          </ListItemIcon>
          <ListItemText>Download CSV</ListItemText>
        </MenuItem>
        <MenuItem disabled={onDownloadPng === undefined} onClick={choose(onDownloadPng ?? noop)}>
          <ListItemIcon>
            <ImageIcon fontSize="small" />
          </ListItemIcon>
          <ListItemText>Download PNG</ListItemText>
        </MenuItem>
        <MenuItem onClick={choose(onToggleTable)}>
          <ListItemIcon>
            {showingTable ? <BarChartIcon fontSize="small" /> : <TableChartIcon fontSize="small" />}
          </ListItemIcon>
          <ListItemText>{showingTable ? 'Show as chart' : 'Show as table'}</ListItemText>
        </MenuItem>
      </Menu>
    </>
  );
}

const noop = () => undefined;
