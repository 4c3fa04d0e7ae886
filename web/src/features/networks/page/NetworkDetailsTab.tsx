import { Card, CardContent } from '@mui/material';
import { isMasterAdmin, useCurrentUser } from '../../../auth/currentUser.ts';
import { formatDay } from '../../../components/charts/formats.ts';
import { FactList } from '../../../components/FactList.tsx';
import { Section } from '../../../components/Section.tsx';
import type { NetworkFull } from '../networkColumns.tsx';
import { reportingExplanation } from '../reporting.ts';
import { NetworkStructureEditor } from '../structure/NetworkStructureEditor.tsx';

/** The network's facts and its structure (levels and buildings), read-only here. */
export function NetworkDetailsTab({ network }: { network: NetworkFull }) {
  const user = useCurrentUser();
  return (
    <>
      <Section title="About">
        <Card>
          <CardContent sx={{ p: { xs: 4, md: 5 } }}>
            <FactList
              label="About the network"
              facts={[
                { term: 'Name', value: network.name },
                { term: 'Description', value: network.description },
                {
                  term: 'Default reporting',
                  value: reportingExplanation(network.defaultReporting),
                },
                ...(isMasterAdmin(user)
                  ? [{ term: 'Organization', value: network.organization.name }]
                  : []),
                { term: 'Buildings', value: network.buildings.length },
                { term: 'Levels', value: network.levels.length },
                { term: 'Created', value: formatDay(network.createdAt.slice(0, 10)) },
                { term: 'Updated', value: formatDay(network.updatedAt.slice(0, 10)) },
              ]}
            />
          </CardContent>
        </Card>
      </Section>
      <Section title="Structure" subtitle="The network's levels and the buildings under them.">
        <ReadOnlyStructure network={network} />
      </Section>
    </>
  );
}

function ReadOnlyStructure({ network }: { network: NetworkFull }) {
  return <NetworkStructureEditor key={network.updatedAt} network={network} readOnly />;
}
