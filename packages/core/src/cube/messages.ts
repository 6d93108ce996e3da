// The spec's error messages (section 8) for cube actions, in one place for server and web.

export const CUBE_NOT_FOUND = 'Cube not found';
export const ALREADY_COLLABORATOR = 'User is already a collaborator';

/** A guest attempting each action gets a 401 with this message. */
export const UNAUTHENTICATED_MESSAGES = {
  view: 'User not authenticated',
  create: 'User must be authenticated to create a cube',
  edit: 'User must be authenticated to update a cube',
  feature: 'User must be authenticated to update a cube',
  addCollaborator: 'User must be authenticated to add collaborators',
  removeCollaborator: 'User must be authenticated to remove collaborators',
  updateCollaboratorRole: 'User must be authenticated to update collaborator roles',
  leave: 'User must be authenticated to remove collaborators',
  delete: 'User must be authenticated to delete a cube',
  manageEvents: 'User must be authenticated to manage events',
  reportResult: 'User must be authenticated to enter a result',
  post: 'User must be authenticated to write a blog post',
  comment: 'Sign in to comment',
} as const;

/** A signed-in user who may see the cube but not do the action gets a 403 with this message. */
export const FORBIDDEN_MESSAGES = {
  view: CUBE_NOT_FOUND,
  edit: 'You do not have permission to edit this cube',
  feature: 'Only admins and moderators can feature cubes',
  addCollaborator: 'Only the cube owner can add collaborators',
  removeCollaborator: 'Only the cube owner can remove collaborators',
  updateCollaboratorRole: 'Only the cube owner can update collaborator roles',
  leave: 'You are not a collaborator on this cube',
  delete: 'Only the cube owner can delete the cube',
  manageEvents: 'Only the cube owner and editors can manage events',
  reportResult: 'Only the two players of a match (or the host) can enter its result',
  post: "Only the cube owner and editors can write on the cube's blog",
  comment: CUBE_NOT_FOUND,
} as const;
