// What keeps the XML parser's memory bounded whatever the file. saxes holds each token whole until
// it ends: a text node or a CDATA section until the next tag, a tag with its attributes until its
// `>`, a comment, a processing instruction, a DOCTYPE, an entity reference. A 200 MB description, a
// tag of a million attributes or a name that never ends would be held whole. This sits between the
// file's text and the parser, reading the same tokens as the parser does (a small lexer, no parse):
//
// - A text node or a CDATA section longer than `textPiece` characters is handed over in pieces: an
//   empty comment `<!---->` is put between two pieces of a text, `]]><![CDATA[` between two of a
//   CDATA section. What the document says is unchanged (its text is the same characters, its lines
//   the same lines), and the parser still checks every character; the reader keeps only as much of
//   a text as the catalog takes.
// - Any other token longer than `markup` characters (a tag with its attributes, a comment, a
//   processing instruction, a DOCTYPE) or an entity reference longer than `entity` refuses the
//   document: no real export has one, and they cannot be cut without changing what they say.
// - A DOCTYPE with declarations of its own (an internal subset, `<!DOCTYPE x [ … ]>`) is refused:
//   YML names its DTD by address only, and declarations are how entity attacks start.

/** How long the tokens of a document may be, in characters. */
export interface TokenBounds {
  /** A text node or a CDATA section is handed to the parser in pieces of about this many. */
  textPiece: number;
  /** The longest tag (with its attributes), comment, processing instruction or DOCTYPE. */
  markup: number;
  /** The longest entity reference (`&amp;`, `&#1049;`) between its `&` and its `;`. */
  entity: number;
}

/** The bounds the YML reader uses: far above any real export's, far below what would fill memory. */
export const YML_TOKEN_BOUNDS: TokenBounds = { textPiece: 16_384, markup: 65_536, entity: 64 };

/** Characters a text may run past `textPiece` while waiting for a place it can be split at. */
const SPLIT_SLACK = 4_096;

// The lexer's states (constants, not an enum: Node runs the sources with their types stripped).
const State = {
  Text: 0,
  /** After `<`, until it is known which token it opens. */
  Open: 1,
  Tag: 2,
  Comment: 3,
  CData: 4,
  ProcessingInstruction: 5,
  /** `<!DOCTYPE …>` and any other `<!…>` that is neither a comment nor a CDATA section. */
  Declaration: 6,
} as const;
type State = (typeof State)[keyof typeof State];

const LT = 0x3c;
const GT = 0x3e;
const AMP = 0x26;
const SEMICOLON = 0x3b;
const QUOTE = 0x22;
const APOSTROPHE = 0x27;
const BANG = 0x21;
const QUESTION = 0x3f;
const DASH = 0x2d;
const CLOSE_BRACKET = 0x5d;
const OPEN_BRACKET = 0x5b;
const LF = 0x0a;
const CR = 0x0d;

const TEXT_SPLIT = "<!---->";
const CDATA_SPLIT = "]]><![CDATA[";

/**
 * A place between `previous` and the next character where a split keeps the text as it was: not
 * inside a surrogate pair, not between a CR and its LF (the parser reads them as one line break),
 * not after a `]` (a split there could hide a forbidden `]]>` or change how a section ends).
 */
const splittable = (previous: number) =>
  previous !== CR && previous !== CLOSE_BRACKET && !(previous >= 0xd800 && previous <= 0xdbff);

/** A token over its bound: what it is, and the line it starts on. */
export interface TokenRefusal {
  message: string;
  line: number;
}

/**
 * Passes a document's text on a chunk at a time with its long texts split and its long tokens
 * refused (see the module's comment). Lines are counted as XML counts them (CR LF, CR or LF).
 * @example
 *   const bounds = new TokenBoundsGuard(YML_TOKEN_BOUNDS);
 *   for await (const chunk of chunks) {
 *     const { text, refusal } = bounds.pass(chunk);
 *     parser.write(text);
 *     if (refusal) throw new Error(`line ${refusal.line}: ${refusal.message}`);
 *   }
 */
export class TokenBoundsGuard {
  private readonly bounds: TokenBounds;
  private state: State = State.Text;
  private line = 1;
  private previous = -1;
  /** Characters of the current text or CDATA section since its start or last split. */
  private run = 0;
  /** Characters of the current markup token, and the line it starts on. */
  private token = 0;
  private tokenLine = 1;
  /** The entity reference open in a text: its length so far, or -1. */
  private entity = -1;
  /** The characters after `<` until the token is known (`!`, `!-`, `![CDA` …). */
  private opening = "";
  private quote = 0;
  /** Consecutive `-` (comment) or `]` (CDATA) just read: the start of an end. */
  private ending = 0;
  private refused: TokenRefusal | undefined;

  constructor(bounds: TokenBounds) {
    this.bounds = bounds;
  }

  /**
   * The chunk as the parser should read it, and, once a token is over its bound, why: the text
   * then ends before that token, and later chunks are refused too.
   */
  pass(chunk: string): { text: string; refusal?: TokenRefusal } {
    if (this.refused) return { text: "", refusal: this.refused };
    const { textPiece, markup, entity } = this.bounds;
    const out: string[] = [];
    let from = 0;
    const refuse = (message: string, line: number, at: number) => {
      this.refused = { message, line };
      out.push(chunk.slice(from, at));
      return { text: out.join(""), refusal: this.refused };
    };
    for (let at = 0; at < chunk.length; at++) {
      // Most of a document is plain text and plain tag: passed over to the next character that
      // matters (and never past a bound), so the lexer costs a search rather than a step a character.
      const plain = this.plainRun(chunk, at);
      if (plain > 0) {
        if (this.state === State.Tag) this.token += plain;
        else this.run += plain;
        at += plain;
        this.previous = chunk.charCodeAt(at - 1);
        if (at >= chunk.length) break;
      }
      const code = chunk.charCodeAt(at);
      if (code === LF) {
        if (this.previous !== CR) this.line += 1;
      } else if (code === CR) this.line += 1;

      switch (this.state) {
        case State.Text:
          if (code === LT) {
            this.state = State.Open;
            this.opening = "";
            this.token = 1;
            this.tokenLine = this.line;
            this.run = 0;
            this.entity = -1;
            break;
          }
          if (this.run >= textPiece) {
            if (this.entity < 0 && splittable(this.previous)) {
              out.push(chunk.slice(from, at), TEXT_SPLIT);
              from = at;
              this.run = 0;
            } else if (this.run >= textPiece + SPLIT_SLACK) {
              return refuse(`a text with no place to split it in ${SPLIT_SLACK} characters`, this.line, at);
            }
          }
          this.run += 1;
          if (code === AMP) this.entity = 0;
          else if (this.entity >= 0) {
            if (code === SEMICOLON) this.entity = -1;
            else if (++this.entity > entity) {
              return refuse(`an entity reference longer than ${entity} characters`, this.line, at);
            }
          }
          break;

        case State.Open:
          this.token += 1;
          if (this.opening === "") {
            if (code === BANG) this.opening = "!";
            else this.state = code === QUESTION ? State.ProcessingInstruction : State.Tag;
            this.quote = 0;
            break;
          }
          this.opening += chunk[at];
          if (this.opening === "!--") {
            this.state = State.Comment;
            this.ending = 0;
          } else if (this.opening === "![CDATA[") {
            this.state = State.CData;
            this.run = 0;
            this.ending = 0;
          } else if (!"!--".startsWith(this.opening) && !"![CDATA[".startsWith(this.opening)) {
            this.state = State.Declaration;
            // This character is the declaration's own: read it as such.
            if (code === GT) this.state = State.Text;
            else if (code === OPEN_BRACKET) {
              return refuse("a DOCTYPE with declarations of its own", this.tokenLine, at);
            } else if (code === QUOTE || code === APOSTROPHE) this.quote = code;
          }
          break;

        case State.Tag:
        case State.Declaration:
          if (++this.token > markup) {
            return refuse(`a tag or declaration longer than ${markup} characters`, this.tokenLine, at);
          }
          if (this.quote !== 0) {
            if (code === this.quote) this.quote = 0;
          } else if (code === QUOTE || code === APOSTROPHE) this.quote = code;
          else if (code === GT) this.state = State.Text;
          else if (code === OPEN_BRACKET && this.state === State.Declaration) {
            return refuse("a DOCTYPE with declarations of its own", this.tokenLine, at);
          }
          break;

        case State.Comment:
        case State.ProcessingInstruction:
          if (++this.token > markup) {
            return refuse(`a comment or instruction longer than ${markup} characters`, this.tokenLine, at);
          }
          if (this.state === State.Comment) {
            if (code === GT && this.ending >= 2) this.state = State.Text;
            this.ending = code === DASH ? this.ending + 1 : 0;
          } else if (code === GT && this.previous === QUESTION) this.state = State.Text;
          break;

        case State.CData:
          if (this.run >= textPiece && this.ending === 0) {
            if (splittable(this.previous)) {
              out.push(chunk.slice(from, at), CDATA_SPLIT);
              from = at;
              this.run = 0;
            } else if (this.run >= textPiece + SPLIT_SLACK) {
              return refuse(
                `a CDATA section with no place to split it in ${SPLIT_SLACK} characters`,
                this.line,
                at,
              );
            }
          }
          this.run += 1;
          if (code === GT && this.ending >= 2) {
            this.state = State.Text;
            this.run = 0;
          }
          this.ending = code === CLOSE_BRACKET ? this.ending + 1 : 0;
          break;
      }
      this.previous = code;
    }
    out.push(chunk.slice(from));
    return { text: out.join("") };
  }

  /**
   * How many characters from `at` on need no step of their own: in a text, up to a `<`, `&` or
   * line break, in a CDATA section up to a `]` or line break, short of the next split; in a tag, up
   * to a quote, `>` or line break, short of the bound.
   */
  private plainRun(chunk: string, at: number): number {
    let pattern: RegExp;
    let room: number;
    if (this.state === State.Text && this.entity < 0) {
      pattern = TEXT_STOPS;
      room = this.bounds.textPiece - this.run;
    } else if (this.state === State.CData && this.ending === 0) {
      pattern = CDATA_STOPS;
      room = this.bounds.textPiece - this.run;
    } else if (this.state === State.Tag) {
      pattern =
        this.quote === QUOTE ? QUOTED_STOPS : this.quote === APOSTROPHE ? APOSTROPHED_STOPS : TAG_STOPS;
      room = this.bounds.markup - this.token;
    } else return 0;
    if (room <= 0) return 0;
    pattern.lastIndex = at;
    const stop = pattern.exec(chunk)?.index ?? chunk.length;
    return Math.min(stop, at + room) - at;
  }
}

// The characters that end a plain run: each needs its own step.
const TEXT_STOPS = /[<&\r\n]/g;
const CDATA_STOPS = /[\]\r\n]/g;
const TAG_STOPS = /[>"'\r\n]/g;
const QUOTED_STOPS = /["\r\n]/g;
const APOSTROPHED_STOPS = /['\r\n]/g;
