import { describe, expect, it } from 'vitest';
import { tokenProxyOf } from './token-proxy';

const face = (token: string, kind: 'token' | 'emblem' = 'token', text = '') =>
  tokenProxyOf({ token, kind, text });

describe('token proxies', () => {
  it('reads a creature token back into name, type line, rules text and power/toughness', () => {
    expect(face('1/1 colorless Thopter artifact creature token with flying')).toEqual({
      proxy: {
        faces: [
          {
            name: 'Thopter',
            manaCost: '',
            typeLine: 'Token Artifact Creature — Thopter',
            text: 'Flying',
            stats: '1/1',
          },
        ],
        footer: 'Token',
        flavor: '',
      },
      tint: 'colorless',
    });
    expect(face('3/2 red and white Spirit creature token').tint).toBe('multi');
    expect(face('2/2 black Zombie creature token').proxy.faces[0]).toMatchObject({
      name: 'Zombie',
      typeLine: 'Token Creature — Zombie',
      stats: '2/2',
    });
  });

  it('names a predefined token and an emblem with its ability', () => {
    expect(face('Treasure token').proxy.faces[0]).toMatchObject({
      name: 'Treasure',
      typeLine: 'Token — Treasure',
    });
    const emblem = face(
      "Elspeth, Sun's Champion emblem",
      'emblem',
      'Creatures you control get +2/+2 and have flying.',
    );
    expect(emblem.proxy.faces[0]).toMatchObject({
      typeLine: 'Emblem',
      text: 'Creatures you control get +2/+2 and have flying.',
    });
  });
});
