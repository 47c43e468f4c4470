//! Writes the Verilog of every block into `hdl/generated/` (the files are committed; the
//! `generated_verilog_is_current` test fails when they are stale).

use std::process::ExitCode;

fn main() -> ExitCode {
    match metaroce_hdl::verilog::write_all(&metaroce_hdl::verilog::generated_dir()) {
        Ok(paths) => {
            for path in paths {
                println!("wrote {}", path.display());
            }
            ExitCode::SUCCESS
        }
        Err(error) => {
            eprintln!("emit-verilog: {error}");
            let mut source = std::error::Error::source(&error);
            while let Some(cause) = source {
                eprintln!("  caused by: {cause}");
                source = cause.source();
            }
            ExitCode::FAILURE
        }
    }
}
