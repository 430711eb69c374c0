//! The validating webhook server for `Foo`s:
//!
//! ```text
//! cargo run -p operator-example --bin webhook -- --cert tls.crt --key tls.key
//! ```
//!
//! serves `POST /validate` over HTTPS on `0.0.0.0:8443` (`--listen`), with
//! the certificate chain and key of a `kubernetes.io/tls` Secret mounted
//! as files. `deploy/webhook.yaml` registers it with the API server.

use std::path::PathBuf;
use std::process::ExitCode;
use std::sync::Arc;

use clap::Parser;
use operator_example::server::{self, ServerError};

#[derive(Parser)]
#[command(about = "The validating admission webhook for Foo (example.com/v1)")]
struct Args {
    /// The certificate chain, PEM.
    #[arg(long)]
    cert: PathBuf,
    /// The certificate's private key, PEM.
    #[arg(long)]
    key: PathBuf,
    /// The address to listen on.
    #[arg(long, default_value = "0.0.0.0:8443")]
    listen: String,
}

#[tokio::main]
async fn main() -> ExitCode {
    let args = Args::parse();
    match run(&args).await {
        Ok(()) => ExitCode::SUCCESS,
        Err(e) => {
            eprintln!("webhook: {e}");
            ExitCode::FAILURE
        }
    }
}

async fn run(args: &Args) -> Result<(), ServerError> {
    let cert = std::fs::read(&args.cert).map_err(ServerError::Io)?;
    let key = std::fs::read(&args.key).map_err(ServerError::Io)?;
    let tls = server::tls_config(&cert, &key)?;
    let listener = tokio::net::TcpListener::bind(&args.listen)
        .await
        .map_err(ServerError::Io)?;
    eprintln!(
        "webhook: serving https://{}{}",
        listener.local_addr().map_err(ServerError::Io)?,
        server::VALIDATE_PATH
    );
    let scheme = Arc::new(operator_example::scheme());
    tokio::select! {
        served = server::serve(listener, tls, scheme) => served.map_err(ServerError::Io),
        _ = tokio::signal::ctrl_c() => Ok(()),
    }
}
