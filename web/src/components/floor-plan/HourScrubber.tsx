import { useEffect, useState } from 'react';
import { IconButton, Slider, Stack, Tooltip, Typography } from '@mui/material';
import PauseIcon from '@mui/icons-material/Pause';
import PlayArrowIcon from '@mui/icons-material/PlayArrow';
import { formatHour } from '@atrium/contract';

/** How long each hour stays on screen while the day replays. */
export const REPLAY_STEP_MS = 900;

/**
 * The hour the plan shows: a slider over the day's hours with readings, and Play, which
 * replays the day from the first hour (or from the chosen one) to the last.
 */
export function HourScrubber({
  hours,
  value,
  onChange,
}: {
  hours: readonly string[];
  value: string;
  onChange: (hour: string) => void;
}) {
  const [playing, setPlaying] = useState(false);
  const index = Math.max(hours.indexOf(value), 0);
  const last = hours.length - 1;

  useEffect(() => {
    if (!playing) return;
    const timer = window.setTimeout(() => {
      const next = hours[index + 1];
      if (next === undefined) setPlaying(false);
      else onChange(next);
    }, REPLAY_STEP_MS);
    return () => {
      window.clearTimeout(timer);
    };
  }, [playing, index, hours, onChange]);

  const play = () => {
    // At the end, the replay starts over.
    if (index >= last) onChange(hours[0] ?? value);
    setPlaying(true);
  };

  return (
    <Stack direction="row" spacing={3} sx={{ alignItems: 'center' }}>
      <Tooltip title={playing ? 'Pause' : 'Replay the day'}>
        <IconButton
          aria-label={playing ? 'Pause' : 'Replay the day'}
          onClick={
            playing
              ? () => {
                  setPlaying(false);
                }
              : play
          }
          disabled={hours.length < 2}
        >
          {playing ? <PauseIcon /> : <PlayArrowIcon />}
        </IconButton>
      </Tooltip>
      <Slider
        size="small"
        min={0}
        max={Math.max(last, 0)}
        step={1}
        value={index}
        marks={hours.map((_, at) => ({ value: at }))}
        onChange={(_event, next) => {
          setPlaying(false);
          const hour = hours[typeof next === 'number' ? next : 0];
          if (hour) onChange(hour);
        }}
        aria-label="Hour"
        getAriaValueText={(at) => formatHour(hours[at] ?? value)}
        valueLabelDisplay="auto"
        valueLabelFormat={(at) => formatHour(hours[at] ?? value)}
        disabled={hours.length < 2}
        sx={{ flex: 1 }}
      />
      <Typography variant="body2" sx={{ minWidth: 64, textAlign: 'right', fontWeight: 600 }}>
        {formatHour(value)}
      </Typography>
    </Stack>
  );
}
