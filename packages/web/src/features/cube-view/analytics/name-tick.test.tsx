import { renderToStaticMarkup } from 'react-dom/server';
import { describe, expect, it } from 'vitest';
import { fitName, NameTick, SlantingTick } from './name-tick';

describe('name tick', () => {
  it('keeps a name on one line with its spaces, the whole name in its title', () => {
    const svg = renderToStaticMarkup(
      <svg>
        <NameTick x={130} y={40} width={200} payload={{ value: 'Sword of the Ancients' }} />
      </svg>,
    );
    expect(svg).not.toContain('<tspan');
    expect(svg).toContain('<title>Sword of the Ancients</title>Sword of the Ancients</text>');
  });

  it('cuts a long name at a space to fit the axis, with an ellipsis', () => {
    expect(fitName('Archon of Sun’s Grace', 30)).toBe('Archon of Sun’s Grace');
    expect(fitName('Ajani, Adversary of Tyrants', 20)).toBe('Ajani, Adversary of…');
    expect(fitName('Monoskelion', 6)).toBe('Monos…');
  });

  it('slants category labels only when they would not fit their bars', () => {
    const tick = (width: number) =>
      renderToStaticMarkup(
        <svg>
          <SlantingTick
            x={50}
            y={10}
            width={width}
            visibleTicksCount={6}
            payload={{ value: 'Planeswalker' }}
          />
        </svg>,
      );
    expect(tick(900)).not.toContain('rotate');
    expect(tick(900)).toContain('text-anchor="middle"');
    expect(tick(300)).toContain('transform="rotate(-35 50 10)"');
  });
});
