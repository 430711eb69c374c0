//! The inputs: files, directories (walked in sorted order for `.yaml`,
//! `.yml` and `.json` files) and `-` for stdin, read whole.

use std::fs;
use std::io::Read;
use std::path::{Path, PathBuf};

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

fn is_manifest(path: &Path) -> bool {
    matches!(path.extension().and_then(|e| e.to_str()), Some("yaml" | "yml" | "json"))
}

fn is_json_name(name: &str) -> bool {
    name.ends_with(".json")
}

/// Every input in order: each argument in turn, directories expanded.
/// `Err` is an I/O problem, worded for the user.
pub fn collect(args: &[String], stdin: &mut dyn Read) -> Result<Vec<Source>, String> {
    let mut sources = Vec::new();
    let mut stdin_read = false;
    for arg in args {
        if arg == "-" {
            if stdin_read {
                continue;
            }
            stdin_read = true;
            let mut text = String::new();
            stdin
                .read_to_string(&mut text)
                .map_err(|e| format!("cannot read stdin: {e}"))?;
            let is_json = text.trim_start().starts_with('{');
            sources.push(Source {
                name: "-".to_owned(),
                text,
                is_json,
            });
            continue;
        }
        let path = PathBuf::from(arg);
        let meta = fs::metadata(&path).map_err(|e| format!("cannot read {arg}: {e}"))?;
        if meta.is_dir() {
            let mut files = Vec::new();
            walk(&path, &mut files)?;
            for file in files {
                sources.push(read(&file)?);
            }
        } else {
            sources.push(read(&path)?);
        }
    }
    Ok(sources)
}

fn read(path: &Path) -> Result<Source, String> {
    let name = path.display().to_string();
    let text = fs::read_to_string(path).map_err(|e| format!("cannot read {name}: {e}"))?;
    Ok(Source {
        is_json: is_json_name(&name),
        name,
        text,
    })
}

/// The manifest files under `dir`, depth first, entries in name order.
fn walk(dir: &Path, files: &mut Vec<PathBuf>) -> Result<(), String> {
    let entries = fs::read_dir(dir).map_err(|e| format!("cannot read {}: {e}", dir.display()))?;
    let mut paths = entries
        .map(|entry| entry.map(|e| e.path()))
        .collect::<Result<Vec<_>, _>>()
        .map_err(|e| format!("cannot read {}: {e}", dir.display()))?;
    paths.sort();
    for path in paths {
        if path.is_dir() {
            walk(&path, files)?;
        } else if is_manifest(&path) {
            files.push(path);
        }
    }
    Ok(())
}
