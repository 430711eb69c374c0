//! The inputs: files, directories (walked in sorted order for `.yaml`,
//! `.yml` and `.json` files, symlinked directories not followed, as
//! `kubectl -R`) and `-` for stdin. Files are listed first and read one at a
//! time when their turn comes, so only the files being checked are in
//! memory.

use std::fs;
use std::io::Read;
use std::path::{Path, PathBuf};
use std::sync::Arc;

use regex::Regex;

use crate::document::Document;
use crate::{json, yaml};

/// A file's text and how to read it.
pub struct Source {
    /// The file as the user wrote it (joined with the directory walked),
    /// or `-`.
    pub name: String,
    pub text: String,
    pub is_json: bool,
}

/// A file that does not parse.
#[derive(Clone, Debug, PartialEq, Eq)]
pub struct SyntaxError {
    pub line: usize,
    pub message: String,
}

impl Source {
    /// Its documents, or the first syntax error.
    pub fn documents(&self) -> Result<Vec<Document>, SyntaxError> {
        if self.is_json {
            json::documents(&self.text).map_err(|e| SyntaxError {
                line: e.line,
                message: format!("error parsing JSON: {}", e.message),
            })
        } else {
            yaml::documents(&self.text).map_err(|e| SyntaxError {
                line: e.line,
                message: format!("error converting YAML to JSON: {}", e.text),
            })
        }
    }
}

/// An input not read yet: a file, or stdin (read at once, since it can be
/// read only once and may be needed twice: for CRDs, then manifests).
#[derive(Clone)]
pub enum Input {
    File(PathBuf),
    Stdin(Arc<String>),
}

impl Input {
    /// Reads it.
    pub fn read(&self) -> Result<Source, String> {
        match self {
            Input::File(path) => {
                let name = path.display().to_string();
                let text = fs::read_to_string(path).map_err(|e| format!("cannot read {name}: {e}"))?;
                Ok(Source {
                    is_json: name.ends_with(".json"),
                    name,
                    text,
                })
            }
            Input::Stdin(text) => Ok(Source {
                name: "-".to_owned(),
                is_json: text.trim_start().starts_with('{'),
                text: text.as_ref().clone(),
            }),
        }
    }

    /// Whether the text may hold a CRD: its kind is spelled out (an escape
    /// could spell it otherwise, so text with a backslash may too). Saves
    /// parsing manifests twice.
    pub fn may_hold_crd(text: &str) -> bool {
        text.contains(crate::crds::CRD_KIND) || text.contains('\\')
    }
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
