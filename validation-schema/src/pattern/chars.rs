//! A Pike VM over characters, as Go's `regexp` matches: one instruction per
//! character class, however large the class.
//!
//! Rust's engines match bytes, so a Unicode class becomes an automaton of
//! its UTF-8 forms, copied for each repetition: `[\p{L}\p{N}]{200}` is a
//! 3.4 MB program (10 MB with the reverse one) that takes tens of
//! milliseconds to build, where Go's program is 200 instructions. Patterns
//! like that run here instead: the program is linear in the pattern's
//! expanded size, each class stored once, and a search takes time
//! proportional to the text times the program, with no backtracking and
//! memory proportional to the program.

use std::cell::RefCell;
use std::collections::HashMap;

use regex_syntax::hir::{Class, Hir, HirKind, Look};

/// The most instructions a program may have (Go's own limit is about 3
/// million); past it, `expression too large`.
const MAX_INSTRUCTIONS: usize = 1 << 20;

/// Programs up to this many instructions search with working memory kept
/// per thread (about 1.3 MB at most); larger ones allocate their own.
const MAX_KEPT_SCRATCH: usize = 1 << 16;

#[derive(Clone, Copy, Debug)]
enum Inst {
    Char(char),
    /// Index into the program's classes.
    Class(u32),
    Look(Look),
    /// Try the first target, then the second (priority order).
    Split(u32, u32),
    Jump(u32),
    Match,
}

/// A compiled program: instructions and the classes they refer to.
#[derive(Debug)]
pub(crate) struct Program {
    insts: Vec<Inst>,
    classes: Vec<Box<[(char, char)]>>,
}

/// The program would pass [`MAX_INSTRUCTIONS`], or the expression has a
/// byte class outside ASCII (not produced from Go's syntax).
#[derive(Debug)]
pub(crate) struct TooLarge;

impl Program {
    pub(crate) fn compile(hir: &Hir) -> Result<Program, TooLarge> {
        let mut compiler = Compiler {
            program: Program {
                insts: Vec::new(),
                classes: Vec::new(),
            },
            class_of: HashMap::new(),
        };
        compiler.hir(hir)?;
        compiler.push(Inst::Match)?;
        Ok(compiler.program)
    }

    pub(crate) fn memory_usage(&self) -> usize {
        self.insts.len() * std::mem::size_of::<Inst>()
            + self
                .classes
                .iter()
                .map(|c| c.len() * std::mem::size_of::<(char, char)>())
                .sum::<usize>()
    }

    /// The leftmost-first match starting at or after `from` (a character
    /// boundary), as `(start, end)`; with `first_only`, stops at the first
    /// match end found (enough to say whether there is one).
    pub(crate) fn find_at(&self, text: &str, from: usize, first_only: bool) -> Option<(usize, usize)> {
        if self.insts.len() > MAX_KEPT_SCRATCH {
            return self.search(&mut Scratch::default(), text, from, first_only);
        }
        SCRATCH.with(|cell| match cell.try_borrow_mut() {
            Ok(mut scratch) => self.search(&mut scratch, text, from, first_only),
            Err(_) => self.search(&mut Scratch::default(), text, from, first_only),
        })
    }

    fn search(&self, scratch: &mut Scratch, text: &str, from: usize, first_only: bool) -> Option<(usize, usize)> {
        let Scratch { current, next, stack } = scratch;
        current.reset(self.insts.len());
        next.reset(self.insts.len());
        stack.clear();
        let (mut current, mut next) = (current, next);
        let mut found = None;
        let mut at = from;
        loop {
            if found.is_none() {
                self.add(current, stack, 0, at, text, at);
            }
            if current.is_empty() {
                break;
            }
            let c = text.get(at..).and_then(|rest| rest.chars().next());
            let after = at + c.map_or(0, char::len_utf8);
            for &(pc, start) in &current.dense {
                match self.insts.get(pc as usize) {
                    Some(Inst::Match) => {
                        found = Some((start, at));
                        if first_only {
                            return found;
                        }
                        // Threads after this one have lower priority.
                        break;
                    }
                    Some(Inst::Char(want)) if c == Some(*want) => {
                        self.add(next, stack, pc + 1, start, text, after);
                    }
                    Some(Inst::Class(i)) if c.is_some_and(|c| self.class_contains(*i, c)) => {
                        self.add(next, stack, pc + 1, start, text, after);
                    }
                    _ => {}
                }
            }
            if c.is_none() {
                break;
            }
            at = after;
            std::mem::swap(&mut current, &mut next);
            next.clear();
        }
        found
    }

    fn class_contains(&self, class: u32, c: char) -> bool {
        let Some(ranges) = self.classes.get(class as usize) else {
            return false;
        };
        // Ranges are sorted and disjoint.
        let i = ranges.partition_point(|(_, hi)| *hi < c);
        ranges.get(i).is_some_and(|(lo, _)| *lo <= c)
    }

    /// Adds `pc` and what it reaches without reading a character, at byte
    /// `at`, in priority order (an explicit stack: no recursion).
    fn add(&self, threads: &mut Threads, stack: &mut Vec<u32>, pc: u32, start: usize, text: &str, at: usize) {
        stack.push(pc);
        while let Some(pc) = stack.pop() {
            if !threads.insert(pc, start) {
                continue;
            }
            match self.insts.get(pc as usize) {
                Some(Inst::Jump(to)) => stack.push(*to),
                Some(Inst::Split(first, second)) => {
                    stack.push(*second);
                    stack.push(*first);
                }
                Some(Inst::Look(look)) if look_holds(*look, text, at) => stack.push(pc + 1),
                _ => {}
            }
        }
    }
}

/// Whether the assertion holds between the character before `at` and the
/// one at `at`.
fn look_holds(look: Look, text: &str, at: usize) -> bool {
    let before = text.get(..at).and_then(|s| s.chars().next_back());
    let after = text.get(at..).and_then(|s| s.chars().next());
    let ascii = |c: Option<char>| c.is_some_and(|c| c.is_ascii() && regex_syntax::is_word_byte(c as u8));
    let unicode = |c: Option<char>| c.is_some_and(|c| regex_syntax::try_is_word_character(c).unwrap_or(false));
    let (wb, wa) = (ascii(before), ascii(after));
    let (ub, ua) = (unicode(before), unicode(after));
    match look {
        Look::Start => before.is_none(),
        Look::End => after.is_none(),
        Look::StartLF => before.is_none_or(|c| c == '\n'),
        Look::EndLF => after.is_none_or(|c| c == '\n'),
        Look::StartCRLF => before.is_none_or(|c| c == '\n' || c == '\r' && after != Some('\n')),
        Look::EndCRLF => after.is_none_or(|c| c == '\r' || c == '\n' && before != Some('\r')),
        Look::WordAscii => wb != wa,
        Look::WordAsciiNegate => wb == wa,
        Look::WordUnicode => ub != ua,
        Look::WordUnicodeNegate => ub == ua,
        Look::WordStartAscii => !wb && wa,
        Look::WordEndAscii => wb && !wa,
        Look::WordStartUnicode => !ub && ua,
        Look::WordEndUnicode => ub && !ua,
        Look::WordStartHalfAscii => !wb,
        Look::WordEndHalfAscii => !wa,
        Look::WordStartHalfUnicode => !ub,
        Look::WordEndHalfUnicode => !ua,
    }
}

/// A search's working memory, kept per thread between searches so that
/// matching allocates only when a program larger than any before comes.
#[derive(Default)]
struct Scratch {
    current: Threads,
    next: Threads,
    stack: Vec<u32>,
}

thread_local! {
    static SCRATCH: RefCell<Scratch> = RefCell::new(Scratch::default());
}

/// A set of instructions with each one's match start, in insertion order.
#[derive(Default)]
struct Threads {
    dense: Vec<(u32, usize)>,
    /// Position in `dense` of each instruction present.
    sparse: Vec<u32>,
}

impl Threads {
    /// Empties the set and makes room for `size` instructions.
    fn reset(&mut self, size: usize) {
        self.dense.clear();
        if self.sparse.len() < size {
            self.sparse.resize(size, 0);
        }
    }

    fn is_empty(&self) -> bool {
        self.dense.is_empty()
    }

    fn clear(&mut self) {
        self.dense.clear();
    }

    /// Inserts `pc` unless present; returns whether it was inserted.
    fn insert(&mut self, pc: u32, start: usize) -> bool {
        let Some(slot) = self.sparse.get_mut(pc as usize) else {
            return false;
        };
        let i = *slot as usize;
        if self.dense.get(i).is_some_and(|(p, _)| *p == pc) {
            return false;
        }
        *slot = self.dense.len() as u32;
        self.dense.push((pc, start));
        true
    }
}

struct Compiler {
    program: Program,
    /// Classes by the expression they come from: a repetition compiles its
    /// expression once per copy, sharing the class.
    class_of: HashMap<*const Hir, u32>,
}

impl Compiler {
    fn pc(&self) -> u32 {
        self.program.insts.len() as u32
    }

    fn push(&mut self, inst: Inst) -> Result<u32, TooLarge> {
        if self.program.insts.len() >= MAX_INSTRUCTIONS {
            return Err(TooLarge);
        }
        self.program.insts.push(inst);
        Ok(self.pc() - 1)
    }

    fn patch(&mut self, at: u32, inst: Inst) {
        if let Some(slot) = self.program.insts.get_mut(at as usize) {
            *slot = inst;
        }
    }

    fn hir(&mut self, hir: &Hir) -> Result<(), TooLarge> {
        match hir.kind() {
            HirKind::Empty => {}
            HirKind::Literal(literal) => {
                let text = std::str::from_utf8(&literal.0).map_err(|_| TooLarge)?;
                for c in text.chars() {
                    self.push(Inst::Char(c))?;
                }
            }
            HirKind::Class(class) => {
                let index = self.class(hir, class)?;
                self.push(Inst::Class(index))?;
            }
            HirKind::Look(look) => {
                self.push(Inst::Look(*look))?;
            }
            HirKind::Capture(capture) => self.hir(&capture.sub)?,
            HirKind::Concat(subs) => {
                for sub in subs {
                    self.hir(sub)?;
                }
            }
            HirKind::Alternation(subs) => self.alternation(subs)?,
            HirKind::Repetition(rep) => match rep.max {
                None if rep.min == 0 => self.star(&rep.sub, rep.greedy)?,
                None => {
                    for _ in 1..rep.min {
                        self.hir(&rep.sub)?;
                    }
                    self.plus(&rep.sub, rep.greedy)?;
                }
                Some(max) => {
                    for _ in 0..rep.min {
                        self.hir(&rep.sub)?;
                    }
                    let mut exits = Vec::new();
                    for _ in rep.min..max {
                        exits.push(self.push(Inst::Match)?);
                        self.hir(&rep.sub)?;
                    }
                    let end = self.pc();
                    for split in exits {
                        self.patch(split, split_to(split + 1, end, rep.greedy));
                    }
                }
            },
        }
        Ok(())
    }

    /// `sub+`: `sub`, then a split back to it or onwards.
    fn plus(&mut self, sub: &Hir, greedy: bool) -> Result<(), TooLarge> {
        let body = self.pc();
        self.hir(sub)?;
        let split = self.pc();
        self.push(split_to(body, split + 1, greedy))?;
        Ok(())
    }

    /// `sub*`: a split that enters `sub` or leaves, and a jump back; as
    /// `(sub+)?` when `sub` matches the empty string, which gives matches
    /// the priority Go (and Rust) give them.
    fn star(&mut self, sub: &Hir, greedy: bool) -> Result<(), TooLarge> {
        let split = self.push(Inst::Match)?;
        if sub.properties().minimum_len() == Some(0) {
            self.plus(sub, greedy)?;
            let end = self.pc();
            self.patch(split, split_to(split + 1, end, greedy));
            return Ok(());
        }
        self.hir(sub)?;
        self.push(Inst::Jump(split))?;
        let end = self.pc();
        self.patch(split, split_to(split + 1, end, greedy));
        Ok(())
    }

    fn alternation(&mut self, subs: &[Hir]) -> Result<(), TooLarge> {
        let mut jumps = Vec::new();
        let Some((last, rest)) = subs.split_last() else {
            return Ok(());
        };
        for sub in rest {
            let split = self.push(Inst::Match)?;
            self.hir(sub)?;
            jumps.push(self.push(Inst::Match)?);
            let next = self.pc();
            self.patch(split, Inst::Split(split + 1, next));
        }
        self.hir(last)?;
        let end = self.pc();
        for jump in jumps {
            self.patch(jump, Inst::Jump(end));
        }
        Ok(())
    }

    fn class(&mut self, hir: &Hir, class: &Class) -> Result<u32, TooLarge> {
        let key: *const Hir = hir;
        if let Some(index) = self.class_of.get(&key) {
            return Ok(*index);
        }
        let ranges: Box<[(char, char)]> = match class {
            Class::Unicode(c) => c.ranges().iter().map(|r| (r.start(), r.end())).collect(),
            Class::Bytes(c) => {
                if c.ranges().iter().any(|r| !r.end().is_ascii()) {
                    return Err(TooLarge);
                }
                c.ranges()
                    .iter()
                    .map(|r| (char::from(r.start()), char::from(r.end())))
                    .collect()
            }
        };
        let index = self.program.classes.len() as u32;
        self.program.classes.push(ranges);
        self.class_of.insert(key, index);
        Ok(index)
    }
}

/// The split of a repetition: into the body first when greedy.
fn split_to(body: u32, exit: u32, greedy: bool) -> Inst {
    if greedy {
        Inst::Split(body, exit)
    } else {
        Inst::Split(exit, body)
    }
}
