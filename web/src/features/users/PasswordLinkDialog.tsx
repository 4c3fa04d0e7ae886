import { useId, useState } from 'react';
import {
  Alert,
  Button,
  Dialog,
  DialogActions,
  DialogContent,
  DialogContentText,
  DialogTitle,
  TextField,
} from '@mui/material';
import type { PasswordLink } from '@atrium/contract';
import { formatDay } from '../../components/charts/formats.ts';

/**
 * The one-time link for a user to set their password, to pass on (no mail is sent; the link is
 * also in the server's log). It works once, until it expires.
 */
export function PasswordLinkDialog({
  title,
  email,
  link,
  onClose,
}: {
  title: string;
  email: string;
  link: PasswordLink;
  onClose: () => void;
}) {
  const titleId = useId();
  const [copied, setCopied] = useState<boolean | null>(null);
  const expires = `${formatDay(link.expiresAt.slice(0, 10))}, ${link.expiresAt.slice(11, 16)} UTC`;
  return (
    <Dialog open onClose={onClose} aria-labelledby={titleId} fullWidth maxWidth="sm">
      <DialogTitle id={titleId}>{title}</DialogTitle>
      <DialogContent>
        <DialogContentText sx={{ mb: 4 }}>
          Send this link to {email}. It opens a page where they choose their password; it works
          once, until {expires}. No e-mail is sent by Atrium.
        </DialogContentText>
        <TextField
          label="Password link"
          value={link.url}
          fullWidth
          multiline
          slotProps={{ htmlInput: { readOnly: true } }}
          onFocus={(event) => {
            event.target.select();
          }}
        />
        {copied === true && (
          <Alert severity="success" sx={{ mt: 3 }}>
            Copied.
          </Alert>
        )}
        {copied === false && (
          <Alert severity="info" sx={{ mt: 3 }}>
            The browser did not allow copying: select the link and copy it yourself.
          </Alert>
        )}
      </DialogContent>
      <DialogActions>
        <Button
          onClick={() => {
            navigator.clipboard.writeText(link.url).then(
              () => {
                setCopied(true);
              },
              () => {
                setCopied(false);
              },
            );
          }}
        >
          Copy link
        </Button>
        <Button variant="contained" onClick={onClose}>
          Done
        </Button>
      </DialogActions>
    </Dialog>
  );
}
