/**
 * The questions a command may ask. Commands never import inquirer themselves: tests inject answers, and a
 * prompt is only ever shown after the context has checked that stdin is a terminal.
 */
export interface Prompter {
  input(message: string, options?: { default?: string }): Promise<string>;
  /** Typed characters are masked with '*'. */
  password(message: string): Promise<string>;
  confirm(message: string, options?: { default?: boolean }): Promise<boolean>;
}

type PromptModule = ReturnType<(typeof import('inquirer'))['default']['createPromptModule']>;

/**
 * Inquirer on the real terminal, loaded on first use so commands that never ask start faster.
 * Questions are written to stderr so that stdout carries only the command's result
 * (`atrium login --json > me.json` still asks for the password on the screen).
 */
export function createInquirerPrompter(
  streams: { input: NodeJS.ReadStream; output: NodeJS.WriteStream } = { input: process.stdin, output: process.stderr },
): Prompter {
  let module: Promise<PromptModule> | undefined;
  const prompt = () =>
    (module ??= import('inquirer').then((m) => m.default.createPromptModule({ input: streams.input, output: streams.output })));
  return {
    async input(message, options = {}) {
      const { value } = await (
        await prompt()
      )([{ type: 'input', name: 'value', message, default: options.default, validate: (v: string) => v.trim() !== '' || 'Required' }]);
      return String(value).trim();
    },
    async password(message) {
      const { value } = await (
        await prompt()
      )([{ type: 'password', name: 'value', message, mask: '*', validate: (v: string) => v !== '' || 'Required' }]);
      return String(value);
    },
    async confirm(message, options = {}) {
      const { value } = await (await prompt())([{ type: 'confirm', name: 'value', message, default: options.default ?? false }]);
      return Boolean(value);
    },
  };
}
