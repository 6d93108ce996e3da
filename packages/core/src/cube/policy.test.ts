import { describe, expect, it } from 'vitest';
import {
  type Actor,
  authorize,
  type CubeAccess,
  type CubeAction,
  canDelete,
  canDeleteComment,
  canEdit,
  canEditComment,
  canList,
  canManageCollaborators,
  canView,
  isAdmin,
} from './policy';
import { VISIBILITIES, type Visibility } from './types';

const owner: Actor = { id: 'owner', isAdmin: false, isModerator: false };
const editor: Actor = { id: 'editor', isAdmin: false, isModerator: false };
const stranger: Actor = { id: 'stranger', isAdmin: false, isModerator: false };
const admin: Actor = { id: 'admin', isAdmin: true, isModerator: false };
const moderator: Actor = { id: 'mod', isAdmin: false, isModerator: true };
const actors = { guest: null, stranger, editor, owner, admin, moderator } as const;
type Who = keyof typeof actors;

const cube = (visibility: Visibility): CubeAccess => ({
  createdBy: 'owner',
  visibility,
  collaborators: { editor: 'editor' },
});

// Expected status per (who, action), for a cube the actor can see; private cubes hide themselves below.
const EXPECTED: Record<CubeAction, Record<Who, number>> = {
  view: { guest: 200, stranger: 200, editor: 200, owner: 200, admin: 200, moderator: 200 },
  edit: { guest: 401, stranger: 403, editor: 200, owner: 200, admin: 403, moderator: 403 },
  feature: { guest: 401, stranger: 403, editor: 403, owner: 403, admin: 200, moderator: 200 },
  addCollaborator: { guest: 401, stranger: 403, editor: 403, owner: 200, admin: 403, moderator: 403 },
  removeCollaborator: { guest: 401, stranger: 403, editor: 403, owner: 200, admin: 403, moderator: 403 },
  updateCollaboratorRole: { guest: 401, stranger: 403, editor: 403, owner: 200, admin: 403, moderator: 403 },
  leave: { guest: 401, stranger: 403, editor: 200, owner: 403, admin: 403, moderator: 403 },
  delete: { guest: 401, stranger: 403, editor: 403, owner: 200, admin: 403, moderator: 403 },
  manageEvents: { guest: 401, stranger: 403, editor: 200, owner: 200, admin: 403, moderator: 403 },
  // Without players named: only the host may enter a result (players: the test below).
  reportResult: { guest: 401, stranger: 403, editor: 200, owner: 200, admin: 403, moderator: 403 },
  post: { guest: 401, stranger: 403, editor: 200, owner: 200, admin: 403, moderator: 403 },
  comment: { guest: 401, stranger: 200, editor: 200, owner: 200, admin: 200, moderator: 200 },
};

function expected(who: Who, visibility: Visibility, action: CubeAction): number {
  const status = EXPECTED[action][who];
  if (status === 401) return 401;
  // A private cube is invisible to those who are not its people (admins excepted): 404, as if missing.
  const hidden = visibility === 'private' && (who === 'guest' || who === 'stranger' || who === 'moderator');
  return hidden ? 404 : status;
}

describe('authorize: every role x visibility x action', () => {
  for (const visibility of VISIBILITIES) {
    for (const who of Object.keys(actors) as Who[]) {
      for (const action of Object.keys(EXPECTED) as CubeAction[]) {
        const want = expected(who, visibility, action);
        it(`${who} ${action} a ${visibility} cube -> ${want}`, () => {
          const decision = authorize(actors[who], cube(visibility), action);
          expect(decision.ok ? 200 : decision.status).toBe(want);
        });
      }
    }
  }

  it('uses the spec messages', () => {
    expect(authorize(null, cube('public'), 'delete')).toEqual({
      ok: false,
      status: 401,
      message: 'User must be authenticated to delete a cube',
    });
    expect(authorize(editor, cube('public'), 'delete')).toMatchObject({
      message: 'Only the cube owner can delete the cube',
    });
    expect(authorize(stranger, cube('public'), 'edit')).toMatchObject({
      message: 'You do not have permission to edit this cube',
    });
    expect(authorize(stranger, cube('private'), 'edit')).toMatchObject({ message: 'Cube not found' });
    expect(authorize(editor, cube('public'), 'addCollaborator')).toMatchObject({
      message: 'Only the cube owner can add collaborators',
    });
  });
});

describe('policy predicates', () => {
  it('lists only public cubes', () => {
    expect(VISIBILITIES.filter((v) => canList(cube(v)))).toEqual(['public']);
  });
  it('lets admins see private cubes but not change them', () => {
    expect(isAdmin(admin)).toBe(true);
    expect(canView(admin, cube('private'))).toBe(true);
    expect(canEdit(admin, cube('private'))).toBe(false);
    expect(canDelete(admin, cube('public'))).toBe(false);
  });
  it('gives editors editing but not ownership', () => {
    expect(canEdit(editor, cube('private'))).toBe(true);
    expect(canManageCollaborators(editor, cube('private'))).toBe(false);
    expect(canDelete(editor, cube('private'))).toBe(false);
  });
  it('shows unlisted cubes to anyone with the link', () => {
    expect(canView(null, cube('unlisted'))).toBe(true);
    expect(canView(null, cube('private'))).toBe(false);
  });
});

describe('reportResult: the players of a match and the host', () => {
  const player: Actor = { id: 'player', isAdmin: false, isModerator: false };
  for (const visibility of VISIBILITIES) {
    it(`on a ${visibility} cube`, () => {
      const status = (a: Actor | null) => {
        const d = authorize(a, cube(visibility), 'reportResult', ['player', null]);
        return d.ok ? 200 : d.status;
      };
      // A player who is not a collaborator cannot see a private cube, so cannot report there either.
      expect(status(player)).toBe(visibility === 'private' ? 404 : 200);
      expect(status(stranger)).toBe(visibility === 'private' ? 404 : 403);
      expect(status(owner)).toBe(200);
      expect(status(editor)).toBe(200);
      expect(status(null)).toBe(401);
    });
  }
});

describe('comments: the author edits; author, cube owner and moderators delete', () => {
  // A comment written by the stranger (who can see public and unlisted cubes only).
  const deleters: Record<Who, boolean> = {
    guest: false,
    stranger: true,
    editor: false,
    owner: true,
    admin: true,
    moderator: true,
  };
  for (const visibility of VISIBILITIES) {
    for (const who of Object.keys(actors) as Who[]) {
      it(`${who} on a ${visibility} cube`, () => {
        const access = cube(visibility);
        const sees = expected(who, visibility, 'view') === 200;
        expect(canEditComment(actors[who], access, 'stranger')).toBe(sees && who === 'stranger');
        expect(canDeleteComment(actors[who], access, 'stranger')).toBe(sees && deleters[who]);
      });
    }
  }
});
