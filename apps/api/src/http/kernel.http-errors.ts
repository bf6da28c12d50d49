export const kernelHttpErrors: Record<string, number> = {
  'kernel.invalid_input': 400,
  'kernel.not_found': 404,
  'kernel.forbidden': 403,
};
