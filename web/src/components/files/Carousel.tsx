import { useEffect, useState, type FocusEvent, type KeyboardEvent, type ReactNode } from 'react';
import { Box, IconButton, Stack, useMediaQuery } from '@mui/material';
import ChevronLeftIcon from '@mui/icons-material/ChevronLeft';
import ChevronRightIcon from '@mui/icons-material/ChevronRight';
import PauseIcon from '@mui/icons-material/Pause';
import PlayArrowIcon from '@mui/icons-material/PlayArrow';

/** Specification section 9: transition speed, autoplay speed, and the timer on top of it. */
export const CAROUSEL_SPEED = 500;
export const CAROUSEL_AUTOPLAY_SPEED = 3000;
export const autoplayInterval = (autoplaySpeed: number) => autoplaySpeed + 50;

export type CarouselSlide = { key: string | number; label: string; content: ReactNode };

export type CarouselProps = {
  label: string;
  slides: readonly CarouselSlide[];
  initialIndex?: number;
  speed?: number;
  autoplay?: boolean;
  autoplaySpeed?: number;
};

const wrap = (index: number, count: number) => ((index % count) + count) % count;

/**
 * One slide at a time, infinite both ways, with dots. Autoplay runs while the carousel is
 * neither hovered nor focused nor paused with its button (WAI-ARIA carousel pattern).
 */
export function Carousel({
  label,
  slides,
  initialIndex = 0,
  speed = CAROUSEL_SPEED,
  autoplay = true,
  autoplaySpeed = CAROUSEL_AUTOPLAY_SPEED,
}: CarouselProps) {
  const count = slides.length;
  const [index, setIndex] = useState(() => wrap(initialIndex, Math.max(count, 1)));
  const [hovered, setHovered] = useState(false);
  const [focused, setFocused] = useState(false);
  const [paused, setPaused] = useState(false);
  const reducedMotion = useMediaQuery('(prefers-reduced-motion: reduce)');
  const current = count > 0 ? wrap(index, count) : 0;
  const playing = autoplay && count > 1 && !hovered && !focused && !paused;

  // A fresh timer per slide, so a slide chosen by hand also stays its full time.
  useEffect(() => {
    if (!playing) return;
    const timer = setTimeout(() => {
      setIndex((value) => value + 1);
    }, autoplayInterval(autoplaySpeed));
    return () => {
      clearTimeout(timer);
    };
  }, [playing, current, autoplaySpeed]);

  if (count === 0) return null;
  const go = (to: number) => {
    setIndex(wrap(to, count));
  };
  const onKeyDown = (event: KeyboardEvent) => {
    if (event.key === 'ArrowLeft') go(current - 1);
    else if (event.key === 'ArrowRight') go(current + 1);
  };
  const onBlur = (event: FocusEvent) => {
    if (!event.currentTarget.contains(event.relatedTarget)) setFocused(false);
  };

  return (
    <Box
      component="section"
      aria-roledescription="carousel"
      aria-label={label}
      onMouseEnter={() => {
        setHovered(true);
      }}
      onMouseLeave={() => {
        setHovered(false);
      }}
      onFocus={() => {
        setFocused(true);
      }}
      onBlur={onBlur}
      onKeyDown={onKeyDown}
    >
      {/* Slides stacked in one grid cell, so the tallest sets the height and they cross-fade. */}
      <Box aria-live={playing ? 'off' : 'polite'} sx={{ display: 'grid' }}>
        {slides.map((slide, position) => {
          const active = position === current;
          return (
            <Box
              key={slide.key}
              role="group"
              aria-roledescription="slide"
              aria-label={`${position + 1} of ${count}: ${slide.label}`}
              aria-hidden={!active}
              inert={!active}
              sx={{
                gridArea: '1 / 1',
                display: 'flex',
                justifyContent: 'center',
                alignItems: 'center',
                opacity: active ? 1 : 0,
                transition: reducedMotion ? 'none' : `opacity ${speed}ms ease`,
              }}
            >
              {slide.content}
            </Box>
          );
        })}
      </Box>
      {count > 1 && (
        <Stack
          direction="row"
          spacing={1}
          sx={{ justifyContent: 'center', alignItems: 'center', mt: 3 }}
        >
          <IconButton
            size="small"
            aria-label={paused ? 'Start automatic slide show' : 'Stop automatic slide show'}
            onClick={() => {
              setPaused((value) => !value);
            }}
          >
            {paused ? <PlayArrowIcon /> : <PauseIcon />}
          </IconButton>
          <IconButton
            size="small"
            aria-label="Previous slide"
            onClick={() => {
              go(current - 1);
            }}
          >
            <ChevronLeftIcon />
          </IconButton>
          {slides.map((slide, position) => (
            <IconButton
              key={slide.key}
              size="small"
              aria-label={`Slide ${position + 1}`}
              aria-current={position === current || undefined}
              onClick={() => {
                go(position);
              }}
              sx={{ p: 1 }}
            >
              <Box
                component="span"
                sx={{
                  width: 10,
                  height: 10,
                  borderRadius: '50%',
                  bgcolor: position === current ? 'primary.main' : 'action.disabled',
                }}
              />
            </IconButton>
          ))}
          <IconButton
            size="small"
            aria-label="Next slide"
            onClick={() => {
              go(current + 1);
            }}
          >
            <ChevronRightIcon />
          </IconButton>
        </Stack>
      )}
    </Box>
  );
}
