//! The inputs: files, directories (walked in sorted order for `.yaml`,
//! `.yml` and `.json` files, symlinked directories not followed, as
//! `kubectl -R`) and `-` for stdin. Files are listed first and read one at a
//! time when their turn comes, a document at a time, so only the documents
//! being checked are in memory.

use std::fs::{self, File};
use std::io::{BufRead, BufReader, Read};
use std::path::{Path, PathBuf};
use std::sync::Arc;

use regex::Regex;

use crate::document::Document;
use crate::yaml::ReadError;
use crate::{json, yaml};

/// An input being read: its name and its documents, one at a time.
pub struct Source<'i> {
    /// The file as the user wrote it (joined with the directory walked),
    /// or `-`.
    pub name: String,
    docs: Box<dyn Iterator<Item = Result<Document, Unreadable>> + 'i>,
}

impl Iterator for Source<'_> {
    type Item = Result<Document, Unreadable>;
    fn next(&mut self) -> Option<Self::Item> {
        self.docs.next()
    }
}

/// Why an input's documents stop before its end.
#[derive(Debug)]
pub enum Unreadable {
    /// The text does not parse: reported, the run goes on.
    Syntax(SyntaxError),
    /// The file cannot be read: the run ends (worded for the user).
    Io(String),
}

/// A file that does not parse.
#[derive(Clone, Debug, PartialEq, Eq)]
pub struct SyntaxError {
    pub line: usize,
    pub message: String,
}

/// An input not read yet: a file, or stdin (read at once, since it can be
/// read only once and may be needed twice: for CRDs, then manifests).
#[derive(Clone)]
pub enum Input {
    File(PathBuf),
    Stdin(Arc<String>),
}

impl Input {
    /// Opens it. It is read a document at a time: memory is bounded by
    /// its largest document.
    pub fn read(&self) -> Result<Source<'_>, String> {
        match self {
            Input::File(path) => {
                let name = path.display().to_string();
                let cannot = |e: std::io::Error| format!("cannot read {name}: {e}");
                let file = BufReader::new(File::open(path).map_err(cannot)?);
                let docs = if name.ends_with(".json") {
                    json_documents(file, name.clone())
                } else {
                    yaml_documents(file, name.clone())
                };
                Ok(Source { name, docs })
            }
            Input::Stdin(text) => {
                let name = "-".to_owned();
                let docs = if text.trim_start().starts_with('{') {
                    json_documents(text.as_bytes(), name.clone())
                } else {
                    yaml_documents(text.as_bytes(), name.clone())
                };
                Ok(Source { name, docs })
            }
        }
    }

    /// Whether it may hold a CRD: its kind is spelled out (an escape could
    /// spell it otherwise, so text with a backslash may too). Saves
    /// parsing manifests twice; reads a line at a time.
    pub fn may_hold_crd(&self) -> Result<bool, String> {
        let holds = |line: &str| line.contains(crate::crds::CRD_KIND) || line.contains('\\');
        match self {
            Input::File(path) => {
                let cannot = |e: std::io::Error| format!("cannot read {}: {e}", path.display());
                let mut reader = BufReader::new(File::open(path).map_err(cannot)?);
                let mut line = String::new();
                while reader.read_line(&mut line).map_err(cannot)? > 0 {
                    if holds(&line) {
                        return Ok(true);
                    }
                    line.clear();
                }
                Ok(false)
            }
            Input::Stdin(text) => Ok(holds(text)),
        }
    }
}

/// The documents of a YAML stream, a part at a time.
fn yaml_documents<'i, R: BufRead + 'i>(
    reader: R,
    name: String,
) -> Box<dyn Iterator<Item = Result<Document, Unreadable>> + 'i> {
    Box::new(yaml::Documents::new(reader).map(move |d| {
        d.map_err(|e| match e {
            ReadError::Yaml(e) => Unreadable::Syntax(SyntaxError {
                line: e.line,
                message: format!("error converting YAML to JSON: {}", e.text),
            }),
            ReadError::Io(e) => Unreadable::Io(format!("cannot read {name}: {e}")),
        })
    }))
}

/// The documents of a JSON stream, one at a time.
fn json_documents<'i, R: BufRead + 'i>(
    reader: R,
    name: String,
) -> Box<dyn Iterator<Item = Result<Document, Unreadable>> + 'i> {
    Box::new(json::Documents::new(reader).map(move |d| {
        d.map_err(|e| match e {
            json::ReadError::Json(e) => Unreadable::Syntax(SyntaxError {
                line: e.line,
                message: format!("error parsing JSON: {}", e.message),
            }),
            json::ReadError::Io(e) => Unreadable::Io(format!("cannot read {name}: {e}")),
        })
    }))
}

fn is_manifest(path: &Path) -> bool {
    matches!(path.extension().and_then(|e| e.to_str()), Some("yaml" | "yml" | "json"))
}

/// Every input in order: each argument in turn, directories expanded,
/// files whose path matches one of `ignore` left out (as kubeconform's
/// `-ignore-filename-pattern`, also for files named on the command line).
/// `Err` is an I/O problem, worded for the user.
pub fn list(args: &[String], ignore: &[Regex], stdin: &mut dyn Read) -> Result<Vec<Input>, String> {
    let mut inputs = Vec::new();
    let mut stdin_text: Option<Arc<String>> = None;
    let ignored = |path: &Path| {
        let text = path.display().to_string();
        ignore.iter().any(|re| re.is_match(&text))
    };
    for arg in args {
        if arg == "-" {
            if stdin_text.is_some() {
                continue;
            }
            let mut text = String::new();
            stdin
                .read_to_string(&mut text)
                .map_err(|e| format!("cannot read stdin: {e}"))?;
            let text = Arc::new(text);
            stdin_text = Some(Arc::clone(&text));
            inputs.push(Input::Stdin(text));
            continue;
        }
        let path = PathBuf::from(arg);
        let meta = fs::metadata(&path).map_err(|e| format!("cannot read {arg}: {e}"))?;
        if meta.is_dir() {
            let mut files = Vec::new();
            walk(&path, &mut files)?;
            inputs.extend(files.into_iter().filter(|f| !ignored(f)).map(Input::File));
        } else if !ignored(&path) {
            inputs.push(Input::File(path));
        }
    }
    Ok(inputs)
}

/// The manifest files under `dir`, depth first, entries in name order.
/// A symlink to a directory is not followed (a link to a parent would walk
/// the tree again and again); a symlink to a file is read.
fn walk(dir: &Path, files: &mut Vec<PathBuf>) -> Result<(), String> {
    let cannot = |e: std::io::Error| format!("cannot read {}: {e}", dir.display());
    let mut entries = Vec::new();
    for entry in fs::read_dir(dir).map_err(cannot)? {
        let entry = entry.map_err(cannot)?;
        let kind = entry.file_type().map_err(cannot)?;
        entries.push((entry.path(), kind));
    }
    entries.sort_by(|a, b| a.0.cmp(&b.0));
    for (path, kind) in entries {
        if kind.is_dir() {
            walk(&path, files)?;
        } else if is_manifest(&path) && (!kind.is_symlink() || path.is_file()) {
            files.push(path);
        }
    }
    Ok(())
}
