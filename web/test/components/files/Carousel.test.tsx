import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { act, cleanup, fireEvent, render, screen } from '@testing-library/react';
import { Carousel } from '../../../src/components/files/Carousel.tsx';
import { Providers } from '../../support/render.tsx';

beforeEach(() => {
  vi.useFakeTimers();
});
afterEach(() => {
  cleanup();
  vi.useRealTimers();
});

// Specification section 9: autoplay speed 3000 ms, the timer 50 ms more.
const INTERVAL = 3050;

function renderCarousel(initialIndex = 0) {
  render(
    <Providers>
      <Carousel
        label="Images"
        initialIndex={initialIndex}
        slides={['Lobby', 'Roof', 'Garage'].map((name) => ({
          key: name,
          label: name,
          content: <p>{name}</p>,
        }))}
      />
    </Providers>,
  );
  return screen.getByRole('region', { name: 'Images' });
}

/** The visible slide's label, from the dots and the slides alike. */
const shown = () => {
  const visible = screen
    .getAllByRole('group')
    .filter((slide) => slide.getAttribute('aria-hidden') === 'false');
  const dot = screen
    .getAllByRole('button')
    .find((button) => button.getAttribute('aria-current') === 'true');
  return `${visible.map((slide) => slide.getAttribute('aria-label')).join()} / ${dot?.getAttribute('aria-label') ?? ''}`;
};

const advance = (ms: number) => {
  act(() => {
    vi.advanceTimersByTime(ms);
  });
};

describe('the carousel', () => {
  it('shows one slide at a time and plays on after the autoplay interval', () => {
    renderCarousel();
    expect(shown()).toBe('1 of 3: Lobby / Slide 1');
    advance(INTERVAL - 1);
    expect(shown()).toBe('1 of 3: Lobby / Slide 1');
    advance(1);
    expect(shown()).toBe('2 of 3: Roof / Slide 2');
  });

  it('is infinite both ways', () => {
    renderCarousel(2);
    expect(shown()).toBe('3 of 3: Garage / Slide 3');
    advance(INTERVAL);
    expect(shown()).toBe('1 of 3: Lobby / Slide 1');
    fireEvent.click(screen.getByRole('button', { name: 'Previous slide' }));
    expect(shown()).toBe('3 of 3: Garage / Slide 3');
    fireEvent.click(screen.getByRole('button', { name: 'Slide 2' }));
    expect(shown()).toBe('2 of 3: Roof / Slide 2');
  });

  it('pauses while hovered', () => {
    const carousel = renderCarousel();
    fireEvent.mouseEnter(carousel);
    advance(INTERVAL * 2);
    expect(shown()).toBe('1 of 3: Lobby / Slide 1');
    fireEvent.mouseLeave(carousel);
    advance(INTERVAL);
    expect(shown()).toBe('2 of 3: Roof / Slide 2');
  });

  it('pauses while focus is inside, and plays on when it leaves', () => {
    renderCarousel();
    const next = screen.getByRole('button', { name: 'Next slide' });
    act(() => {
      next.focus();
    });
    advance(INTERVAL * 2);
    expect(shown()).toBe('1 of 3: Lobby / Slide 1');
    act(() => {
      next.blur();
    });
    advance(INTERVAL);
    expect(shown()).toBe('2 of 3: Roof / Slide 2');
  });

  it('stops and starts with its pause button', () => {
    renderCarousel();
    fireEvent.click(screen.getByRole('button', { name: 'Stop automatic slide show' }));
    // The click focused the button: move focus away to leave only the pause in effect.
    act(() => {
      (document.activeElement as HTMLElement | null)?.blur();
    });
    advance(INTERVAL * 2);
    expect(shown()).toBe('1 of 3: Lobby / Slide 1');
    fireEvent.click(screen.getByRole('button', { name: 'Start automatic slide show' }));
    act(() => {
      (document.activeElement as HTMLElement | null)?.blur();
    });
    advance(INTERVAL);
    expect(shown()).toBe('2 of 3: Roof / Slide 2');
  });
});
