import { useState } from 'react';
import { Box, Tab, Tabs, Typography } from '@mui/material';
import { DocumentViewer } from '../files/DocumentViewer.tsx';
import { FileImage } from '../files/FileImage.tsx';
import { FileThumbnail } from '../files/FileThumbnail.tsx';
import { Gallery } from '../files/Gallery.tsx';
import { isImage, type StoredFile } from '../files/storageApi.ts';
import { useFiles } from '../files/storageQueries.ts';
import { FLOOR_PLAN_HEIGHT } from './FloorPlanViewer.tsx';

/**
 * The floor's images in place of a drawn plan: a tabbed gallery when there are several, else
 * a thumbnail list (specification section 2, "Floor plan panel").
 */
export function FloorImages({ imageIds, floorName }: { imageIds: number[]; floorName: string }) {
  const files = useFiles(imageIds);
  if (imageIds.length > 0 && files.isPending)
    return <Typography color="textSecondary">Loading...</Typography>;
  const items = files.data ?? [];
  if (items.length > 1) return <TabbedImages files={items} floorName={floorName} />;
  return <Gallery files={items} />;
}

function TabbedImages({ files, floorName }: { files: StoredFile[]; floorName: string }) {
  const [tab, setTab] = useState(0);
  const [openDocument, setOpenDocument] = useState<StoredFile | null>(null);
  const shown = files[Math.min(tab, files.length - 1)];
  return (
    <Box>
      <Tabs
        value={tab}
        onChange={(_event, value: number) => {
          setTab(value);
        }}
        variant="scrollable"
        aria-label={`Images of ${floorName}`}
      >
        {files.map((file, index) => (
          <Tab
            key={file.id}
            label={file.filename}
            id={`floor-image-tab-${index}`}
            aria-controls="floor-image-panel"
          />
        ))}
      </Tabs>
      <Box
        role="tabpanel"
        id="floor-image-panel"
        aria-labelledby={`floor-image-tab-${tab}`}
        sx={{ height: FLOOR_PLAN_HEIGHT, display: 'grid', placeItems: 'center', pt: 3 }}
      >
        {shown &&
          (isImage(shown) ? (
            <FileImage
              key={shown.id}
              fileId={shown.id}
              alt={shown.filename}
              sx={{ maxWidth: '100%', maxHeight: FLOOR_PLAN_HEIGHT - 16, objectFit: 'contain' }}
            />
          ) : (
            <FileThumbnail
              file={shown}
              onOpen={() => {
                setOpenDocument(shown);
              }}
            />
          ))}
      </Box>
      <DocumentViewer
        file={openDocument}
        onClose={() => {
          setOpenDocument(null);
        }}
      />
    </Box>
  );
}
