//! cel-go's parser limits, checked by one linear scan of the source before
//! the `cel` crate's parser (which recurses on nesting and its AST builder
//! on operator and call chains) sees it: every later stage (macro
//! expansion, checker, estimator, interpreter) then walks a tree no deeper
//! than cel-go accepts.
//!
//! cel-go's parser (with the defaults Kubernetes keeps: its environment
//! sets no parser option) rejects, in this order:
//! - more than 100,000 code points: `expression code point size exceeds
//!   limit: size: N, limit 100000`;
//! - a grammar rule entered more than 250 times at once (nested brackets,
//!   `? :` else-chains, and the operands of pending `+`/`*` and relation
//!   operators): `expression recursion limit exceeded: 250`;
//! - more than 250 nested operators, selections, member calls, indexes or
//!   conditionals (`a.f().f()...`, `1 + 1 + ...`): `max recursion depth
//!   exceeded`.
//!
//! Each is reported without a location (`ERROR: <input>:-1:0: ...`).
//!
//! The scan also gives what cel-go makes of runs of prefix `!` and `-`: it
//! drops them in pairs (`!!x` is `x`, `--1` is `1`), where the `cel` crate
//! would keep one operator per run or nest them. [`scan`] blanks the
//! paired operators, so the crate parses what cel-go parses, at the same
//! offsets.

use std::borrow::Cow;

/// cel-go's default `expressionSizeCodePointLimit`.
pub(crate) const MAX_CODE_POINTS: usize = 100_000;
/// cel-go's default `maxRecursionDepth`.
pub(crate) const MAX_RECURSION_DEPTH: u32 = 250;

/// What the scan found wrong, worded as cel-go reports it.
#[derive(Debug, PartialEq, Eq)]
pub(crate) enum LimitError {
    CodePoints(usize),
    RuleDepth,
    VisitDepth,
}

impl LimitError {
    /// cel-go's rendering of the error, which has no location.
    pub(crate) fn render(&self) -> String {
        let message = match self {
            LimitError::CodePoints(n) => {
                format!("expression code point size exceeds limit: size: {n}, limit {MAX_CODE_POINTS}")
            }
            LimitError::RuleDepth => format!("expression recursion limit exceeded: {MAX_RECURSION_DEPTH}"),
            LimitError::VisitDepth => "max recursion depth exceeded".to_owned(),
        };
        format!("ERROR: <input>:-1:0: {message}")
    }
}

/// Checks `source` against cel-go's parser limits and returns it with
/// paired prefix `!`/`-` operators blanked.
pub(crate) fn scan(source: &str) -> Result<Cow<'_, str>, LimitError> {
    let code_points = source.chars().count();
    if code_points > MAX_CODE_POINTS {
        return Err(LimitError::CodePoints(code_points));
    }
    let mut scanner = Scanner::new(source.as_bytes());
    scanner.run()?;
    if scanner.blanked.is_empty() {
        return Ok(Cow::Borrowed(source));
    }
    let mut bytes = source.as_bytes().to_vec();
    for at in scanner.blanked {
        if let Some(b) = bytes.get_mut(at) {
            *b = b' ';
        }
    }
    // Only ASCII operators were replaced by spaces.
    Ok(Cow::Owned(
        String::from_utf8(bytes).unwrap_or_else(|_| source.to_owned()),
    ))
}

/// A binary operator waiting for its right operand, or a conditional's
/// marker.
#[derive(Clone, Copy, PartialEq, Eq)]
enum Op {
    Or,
    And,
    Relation,
    Add,
    Multiply,
    /// `?`, waiting for its `:`.
    Question,
    /// `:` of a conditional, waiting for its else-branch to end.
    Else,
}

impl Op {
    fn precedence(self) -> u8 {
        match self {
            Op::Question | Op::Else => 0,
            Op::Or => 1,
            Op::And => 2,
            Op::Relation => 3,
            Op::Add => 4,
            Op::Multiply => 5,
        }
    }

    /// Whether cel-go's visitor counts the node the operator builds.
    fn counts(self) -> bool {
        !matches!(self, Op::Or | Op::And)
    }
}

/// What a bracket opened.
#[derive(Clone, Copy, PartialEq, Eq)]
enum FrameKind {
    Top,
    /// `( e )`: the expression itself.
    Group,
    /// A call's arguments; `member` for `x.f(...)`, which cel-go counts.
    Call {
        member: bool,
    },
    Index,
    /// A list, map or message literal.
    Literal,
}

/// One bracket level: an operator-precedence parse of its expressions
/// that keeps only each subexpression's depth as cel-go's visitor counts it.
struct Frame {
    kind: FrameKind,
    /// The depth of what precedes the bracket (a call's receiver, an
    /// indexed value).
    base: u32,
    operands: Vec<u32>,
    ops: Vec<Op>,
    /// The deepest expression already finished in this bracket (its
    /// elements, arguments, keys and values).
    finished: u32,
}

struct Scanner<'a> {
    src: &'a [u8],
    at: usize,
    /// The whole expression, and the brackets open in it.
    top: Frame,
    frames: Vec<Frame>,
    /// Expression levels open (one per frame, one per pending `:` of a
    /// conditional), pending additive/multiplicative and relational
    /// operators: the grammar rules entered at once are these sums.
    levels: u32,
    calc_pending: u32,
    relation_pending: u32,
    /// The deepest subexpression seen, as cel-go's visitor counts.
    deepest: u32,
    /// Whether an operand is expected next (prefix position).
    expect_operand: bool,
    /// Offsets of prefix operators to blank, and the current run's.
    blanked: Vec<usize>,
    run: Vec<usize>,
    run_op: u8,
}

impl<'a> Scanner<'a> {
    fn new(src: &'a [u8]) -> Scanner<'a> {
        Scanner {
            src,
            at: 0,
            top: Frame::new(FrameKind::Top, 0),
            frames: Vec::new(),
            levels: 1,
            calc_pending: 0,
            relation_pending: 0,
            deepest: 0,
            expect_operand: true,
            blanked: Vec::new(),
            run: Vec::new(),
            run_op: 0,
        }
    }

    fn peek(&self, ahead: usize) -> u8 {
        self.src.get(self.at + ahead).copied().unwrap_or(0)
    }

    fn run(&mut self) -> Result<(), LimitError> {
        loop {
            self.skip_space();
            let c = self.peek(0);
            if c == 0 && self.at >= self.src.len() {
                break;
            }
            if self.expect_operand {
                self.operand_token(c)?;
            } else {
                self.operator_token(c)?;
            }
        }
        self.end_run();
        while !self.frames.is_empty() {
            self.close()?;
        }
        self.finish_element()?;
        Ok(())
    }

    fn skip_space(&mut self) {
        loop {
            match self.peek(0) {
                b' ' | b'\t' | b'\n' | b'\r' | 0x0c => self.at += 1,
                b'/' if self.peek(1) == b'/' => {
                    while self.at < self.src.len() && self.peek(0) != b'\n' {
                        self.at += 1;
                    }
                }
                _ => return,
            }
        }
    }

    /// The grammar's rule depth where an operand starts.
    fn check_rule_depth(&self) -> Result<(), LimitError> {
        let depth = self.levels + self.calc_pending.max(self.relation_pending);
        if depth > MAX_RECURSION_DEPTH {
            return Err(LimitError::RuleDepth);
        }
        Ok(())
    }

    fn note_depth(&mut self, depth: u32) -> Result<u32, LimitError> {
        self.deepest = self.deepest.max(depth);
        if self.deepest > MAX_RECURSION_DEPTH {
            return Err(LimitError::VisitDepth);
        }
        Ok(depth)
    }

    fn frame(&mut self) -> &mut Frame {
        match self.frames.last_mut() {
            Some(frame) => frame,
            None => &mut self.top,
        }
    }

    fn push_operand(&mut self, depth: u32) {
        self.frame().operands.push(depth);
        self.expect_operand = false;
    }

    /// Ends a run of prefix operators: cel-go drops them in pairs, keeping
    /// the first of an odd run.
    fn end_run(&mut self) {
        let keep = usize::from(self.run.len() % 2 == 1);
        self.blanked.extend(self.run.drain(..).skip(keep));
        self.run_op = 0;
    }

    fn operand_token(&mut self, c: u8) -> Result<(), LimitError> {
        if matches!(c, b')' | b']' | b'}') {
            // `f()`, `[]`, `{}`, or a trailing comma: no expression starts.
            self.end_run();
            return self.operator_token(c);
        }
        self.check_rule_depth()?;
        if c == b'!' || c == b'-' {
            if self.run_op != c {
                self.end_run();
                self.run_op = c;
            }
            self.run.push(self.at);
            self.at += 1;
            return Ok(());
        }
        self.end_run();
        match c {
            b'?' => self.at += 1, // an optional list element or map entry
            b'(' => self.open(FrameKind::Group, 0),
            b'[' => self.open(FrameKind::Literal, 0),
            b'{' => self.open(FrameKind::Literal, 0),
            b'"' | b'\'' => {
                self.string(false);
                self.push_operand(0);
            }
            b'0'..=b'9' => {
                self.number();
                self.push_operand(0);
            }
            b'.' if self.peek(1).is_ascii_digit() => {
                self.number();
                self.push_operand(0);
            }
            b'.' => self.at += 1, // a leading dot before a name
            b'`' => {
                self.quoted_name();
                self.push_operand(0);
            }
            c if is_name_start(c) => {
                let raw_or_bytes = self.string_prefix();
                if raw_or_bytes > 0 {
                    let raw = (0..raw_or_bytes).any(|i| matches!(self.peek(i), b'r' | b'R'));
                    self.at += raw_or_bytes;
                    self.string(raw);
                    self.push_operand(0);
                    return Ok(());
                }
                self.name();
                self.skip_space();
                match self.peek(0) {
                    b'(' => self.open(FrameKind::Call { member: false }, 0),
                    b'{' => self.open(FrameKind::Literal, 0),
                    _ => self.push_operand(0),
                }
            }
            // Anything else is a syntax error the parser reports.
            _ => self.at += 1,
        }
        Ok(())
    }

    fn operator_token(&mut self, c: u8) -> Result<(), LimitError> {
        let two = [c, self.peek(1)];
        let (op, width) = match &two {
            b"||" => (Some(Op::Or), 2),
            b"&&" => (Some(Op::And), 2),
            b"==" | b"!=" | b"<=" | b">=" => (Some(Op::Relation), 2),
            [b'<' | b'>', _] => (Some(Op::Relation), 1),
            [b'+' | b'-', _] => (Some(Op::Add), 1),
            [b'*' | b'/' | b'%', _] => (Some(Op::Multiply), 1),
            [b'i', b'n'] if !is_name_char(self.peek(2)) => (Some(Op::Relation), 2),
            _ => (None, 0),
        };
        if let Some(op) = op {
            self.at += width;
            self.reduce_while(|top| top.precedence() >= op.precedence())?;
            self.push_op(op);
            self.expect_operand = true;
            return Ok(());
        }
        match c {
            b'.' => {
                self.at += 1;
                self.skip_space();
                if self.peek(0) == b'?' {
                    self.at += 1;
                    self.skip_space();
                }
                if self.peek(0) == b'`' {
                    self.quoted_name();
                } else {
                    self.name();
                }
                self.skip_space();
                let operand = self.frame().operands.pop().unwrap_or(0);
                if self.peek(0) == b'(' {
                    self.check_rule_depth()?;
                    self.open(FrameKind::Call { member: true }, operand);
                } else {
                    let depth = self.note_depth(operand + 1)?;
                    self.push_operand(depth);
                }
            }
            b'[' => {
                let operand = self.frame().operands.pop().unwrap_or(0);
                self.open(FrameKind::Index, operand);
                if self.peek(0) == b'?' {
                    self.at += 1;
                }
            }
            b'?' => {
                self.at += 1;
                self.reduce_while(|top| top.precedence() > 0)?;
                self.push_op(Op::Question);
                self.expect_operand = true;
            }
            b':' => {
                self.at += 1;
                self.reduce_while(|top| top.precedence() > 0)?;
                if self.frame().ops.last() == Some(&Op::Question) {
                    self.pop_op();
                    self.push_op(Op::Else);
                } else {
                    self.finish_element()?;
                }
                self.expect_operand = true;
            }
            b',' => {
                self.at += 1;
                self.finish_element()?;
                self.expect_operand = true;
            }
            b')' | b']' | b'}' => {
                self.at += 1;
                if !self.frames.is_empty() {
                    self.close()?;
                }
            }
            // A syntax error the parser reports; the next token starts an
            // operand as far as the scan is concerned.
            _ => {
                self.at += 1;
                self.expect_operand = true;
            }
        }
        Ok(())
    }

    fn push_op(&mut self, op: Op) {
        match op {
            Op::Add | Op::Multiply => self.calc_pending += 1,
            Op::Relation => self.relation_pending += 1,
            Op::Else => self.levels += 1,
            _ => {}
        }
        self.frame().ops.push(op);
    }

    fn pop_op(&mut self) -> Option<Op> {
        let op = self.frame().ops.pop()?;
        match op {
            Op::Add | Op::Multiply => self.calc_pending -= 1,
            Op::Relation => self.relation_pending -= 1,
            Op::Else => self.levels -= 1,
            _ => {}
        }
        Some(op)
    }

    /// Builds the pending operators' nodes while `applies` holds for the
    /// innermost one.
    fn reduce_while(&mut self, applies: impl Fn(Op) -> bool) -> Result<(), LimitError> {
        while let Some(&top) = self.frame().ops.last() {
            if !applies(top) {
                break;
            }
            self.pop_op();
            let frame = self.frame();
            let right = frame.operands.pop().unwrap_or(0);
            let mut deepest = frame.operands.pop().unwrap_or(0).max(right);
            if top == Op::Else {
                // the condition, under the then-branch
                deepest = deepest.max(frame.operands.pop().unwrap_or(0));
            }
            let depth = self.note_depth(deepest + u32::from(top.counts()))?;
            self.frame().operands.push(depth);
        }
        Ok(())
    }

    /// Ends one expression of the current bracket (an element, argument,
    /// key or value).
    fn finish_element(&mut self) -> Result<(), LimitError> {
        self.reduce_while(|_| true)?;
        let frame = self.frame();
        let deepest = frame.operands.drain(..).max().unwrap_or(0);
        frame.finished = frame.finished.max(deepest);
        Ok(())
    }

    fn open(&mut self, kind: FrameKind, base: u32) {
        self.at += 1;
        self.frames.push(Frame::new(kind, base));
        self.levels += 1;
        self.expect_operand = true;
    }

    fn close(&mut self) -> Result<(), LimitError> {
        self.finish_element()?;
        let Some(frame) = self.frames.pop() else {
            return Ok(());
        };
        self.levels -= 1;
        let inner = frame.finished.max(frame.base);
        let depth = match frame.kind {
            FrameKind::Call { member: true } | FrameKind::Index => inner + 1,
            _ => inner,
        };
        let depth = self.note_depth(depth)?;
        self.push_operand(depth);
        Ok(())
    }

    fn name(&mut self) {
        while is_name_char(self.peek(0)) {
            self.at += 1;
        }
    }

    fn quoted_name(&mut self) {
        self.at += 1;
        while self.at < self.src.len() && self.peek(0) != b'`' {
            self.at += 1;
        }
        self.at += 1;
    }

    /// The length of a string literal's prefix (`r`, `b`, `rb`, ...) at
    /// the cursor, or 0.
    fn string_prefix(&self) -> usize {
        let is_prefix = |c: u8| matches!(c, b'r' | b'R' | b'b' | b'B');
        let quote = |c: u8| c == b'"' || c == b'\'';
        if is_prefix(self.peek(0)) && quote(self.peek(1)) {
            1
        } else if is_prefix(self.peek(0)) && is_prefix(self.peek(1)) && quote(self.peek(2)) {
            2
        } else {
            0
        }
    }

    /// Skips a quoted literal, single or triple quoted.
    fn string(&mut self, raw: bool) {
        let quote = self.peek(0);
        let triple = self.peek(1) == quote && self.peek(2) == quote;
        self.at += if triple { 3 } else { 1 };
        while self.at < self.src.len() {
            let c = self.peek(0);
            if c == b'\\' && !raw {
                self.at += 2;
            } else if c == quote && (!triple || (self.peek(1) == quote && self.peek(2) == quote)) {
                self.at += if triple { 3 } else { 1 };
                return;
            } else if (c == b'\n' || c == b'\r') && !triple {
                return;
            } else {
                self.at += 1;
            }
        }
    }

    fn number(&mut self) {
        let hex = self.peek(0) == b'0' && matches!(self.peek(1), b'x' | b'X');
        loop {
            let c = self.peek(0);
            if c.is_ascii_alphanumeric() || c == b'_' {
                let exponent = (c == b'e' || c == b'E') && !hex;
                self.at += 1;
                if exponent && matches!(self.peek(0), b'+' | b'-') {
                    self.at += 1;
                }
            } else if c == b'.' && self.peek(1).is_ascii_digit() {
                self.at += 1;
            } else {
                return;
            }
        }
    }
}

impl Frame {
    fn new(kind: FrameKind, base: u32) -> Frame {
        Frame {
            kind,
            base,
            operands: Vec::new(),
            ops: Vec::new(),
            finished: 0,
        }
    }
}

fn is_name_start(c: u8) -> bool {
    c.is_ascii_alphabetic() || c == b'_'
}

fn is_name_char(c: u8) -> bool {
    c.is_ascii_alphanumeric() || c == b'_'
}

#[cfg(test)]
mod tests {
    use super::*;

    fn depth_error(source: &str) -> Option<LimitError> {
        scan(source).err()
    }

    #[test]
    fn operator_chains_count_each_operator() {
        // 250 additions nest 250 deep: accepted; 251 are not.
        let chain = |n: usize| format!("1{}", " + 1".repeat(n));
        assert_eq!(depth_error(&chain(250)), None);
        assert_eq!(depth_error(&chain(251)), Some(LimitError::VisitDepth));
        let calls = |n: usize| format!("self.s{}", ".lowerAscii()".repeat(n));
        // `self.s` is one selection.
        assert_eq!(depth_error(&calls(249)), None);
        assert_eq!(depth_error(&calls(250)), Some(LimitError::VisitDepth));
        let and = |n: usize| format!("true{}", " && true".repeat(n));
        assert_eq!(depth_error(&and(10_000)), None);
    }

    #[test]
    fn nesting_counts_rule_entries() {
        let lists = |n: usize| format!("{}1{}", "[".repeat(n), "]".repeat(n));
        assert_eq!(depth_error(&lists(249)), None);
        assert_eq!(depth_error(&lists(250)), Some(LimitError::RuleDepth));
        // Each level enters the additive rule three times: the sum, its
        // right operand, the product's right operand.
        let sums = |n: usize| format!("{}1{}", "1 + 2 * (".repeat(n), ")".repeat(n));
        assert_eq!(depth_error(&sums(83)), None);
        assert_eq!(depth_error(&sums(84)), Some(LimitError::RuleDepth));
        let elses = |n: usize| format!("{}1", "true ? 1 : ".repeat(n));
        assert_eq!(depth_error(&elses(249)), None);
        assert_eq!(depth_error(&elses(250)), Some(LimitError::RuleDepth));
    }

    #[test]
    fn prefix_runs_drop_in_pairs() {
        assert_eq!(scan("!!true").unwrap(), "  true");
        assert_eq!(scan("!!!x").unwrap(), "!  x");
        assert_eq!(scan("- -1").unwrap(), "   1");
        assert_eq!(scan("a--1").unwrap(), "a--1");
        assert_eq!(scan("'!!' + \"--\"").unwrap(), "'!!' + \"--\"");
    }

    #[test]
    fn size_is_counted_in_code_points() {
        let long = "'".to_owned() + &"é".repeat(99_998) + "'";
        assert_eq!(depth_error(&long), None);
        assert_eq!(
            depth_error(&format!("{long} ")).map(|e| e.render()),
            Some("ERROR: <input>:-1:0: expression code point size exceeds limit: size: 100001, limit 100000".into())
        );
    }
}
