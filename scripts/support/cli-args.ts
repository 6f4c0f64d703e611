import { type ParseArgsConfig, parseArgs } from 'node:util';

/**
 * The command line of every command the README lists (decision 090): node:util's parseArgs, strict.
 * `--help` (or `-h`) prints the usage and exits 0 before the command does any work; an unknown option,
 * a missing value or a stray argument is one line on stderr and exit 2, never a stack trace. Call it
 * first thing, before a command starts, opens or downloads anything.
 */

type Options = NonNullable<ParseArgsConfig['options']>;

export interface CliSpec<O extends Options, P extends boolean> {
  /** The text `--help` prints: a `usage:` line, then what the command does and each option. */
  usage: string;
  options: O;
  /** Whether the command takes arguments besides its options (default: it does not). */
  positionals?: P;
  /** The arguments; default those the process was given. */
  args?: string[];
}

/** The one line a refused command line gets: parseArgs's first sentence, and where to read more. */
export function cliArgsError(error: unknown): string {
  const text = error instanceof Error ? error.message : String(error);
  const code = (error as { code?: unknown } | null)?.code;
  const quoted = /'([^']*)'/.exec(text)?.[1];
  if (code === 'ERR_PARSE_ARGS_UNKNOWN_OPTION' && quoted) return `unknown option ${quoted}; see --help`;
  if (code === 'ERR_PARSE_ARGS_UNEXPECTED_POSITIONAL' && quoted)
    return `unexpected argument ${quoted}; see --help`;
  if (code === 'ERR_PARSE_ARGS_INVALID_OPTION_VALUE') {
    const option = quoted?.split(' ')[0];
    if (option && /argument missing/.test(text)) return `option ${option} needs a value; see --help`;
    if (option && /does not take an argument/.test(text))
      return `option ${option} takes no value; see --help`;
  }
  const first = (text.split(/\.\s|\n/)[0] ?? text).replace(/\.$/, '');
  return `${first.charAt(0).toLowerCase()}${first.slice(1)}; see --help`;
}

export function cliArgs<const O extends Options, const P extends boolean = false>(spec: CliSpec<O, P>) {
  const args = spec.args ?? process.argv.slice(2);
  const end = args.indexOf('--');
  const own = end < 0 ? args : args.slice(0, end);
  if (own.includes('--help') || own.includes('-h')) {
    process.stdout.write(`${spec.usage.trim()}\n`);
    process.exit(0);
  }
  try {
    return parseArgs({
      args,
      options: spec.options,
      strict: true,
      allowPositionals: (spec.positionals ?? false) as P,
    });
  } catch (error) {
    return cliRefuse(cliArgsError(error));
  }
}

/** A command line parseArgs accepted but the command cannot use (a wrong value): one line, exit 2. */
export function cliRefuse(line: string): never {
  process.stderr.write(`${line}\n`);
  process.exit(2);
}
