import { Component, type ReactNode } from 'react';
import { Alert } from '@mui/material';
import { ApiError, errorText } from '../../api/client.ts';

/** Specification section 8: rendering a tenant failed with an error that is not the product's. */
export const UNKNOWN_TENANT_ERROR = 'An unknown error occurred';

type State = { error: unknown };

/**
 * Keeps a failure inside one tenant's analysis: the API's own errors say what they say, anything
 * else 'An unknown error occurred'. Keyed by the tenant, so choosing another starts afresh.
 */
export class TenantErrorBoundary extends Component<{ children: ReactNode }, State> {
  override state: State = { error: null };

  static getDerivedStateFromError(error: unknown): State {
    return { error };
  }

  override render() {
    const { error } = this.state;
    if (error === null) return this.props.children;
    return (
      <Alert severity="error">
        {error instanceof ApiError ? errorText(error) : UNKNOWN_TENANT_ERROR}
      </Alert>
    );
  }
}
