//! A buffered writer whose `write` system calls run on a thread of their
//! own.
//!
//! Passes that report a remark per dependence or per loop write tens of
//! megabytes of diagnostics (`-test-memref-dependence-check` on 128
//! accesses: 19 MB). Copying that into the page cache is about a tenth of
//! such a run's CPU time (perf: `ext4_buffered_write_iter`), spent while the
//! analysis waits. Here the buffers go to a writer thread instead, so the
//! copy overlaps the analysis when a second core is free, and they are
//! large (1 MiB: the kernel's cost per write of a 64 KiB buffer was 20 %
//! more). Buffers are recycled (at most [`IN_FLIGHT`] + 1 exist, so the memory
//! stays bounded). Output order is unchanged: one thread writes, in order,
//! and [`Write::flush`] returns once everything before it is written.

use std::io::{self, Write};
use std::sync::mpsc::{Receiver, SyncSender, sync_channel};
use std::thread::JoinHandle;

/// Size of each buffer handed to the writer thread.
const CHUNK: usize = 1 << 20;

/// Buffers queued for the writer thread at most (the producer blocks
/// beyond that, which bounds the memory).
const IN_FLIGHT: usize = 2;

/// What the writer thread is asked to do.
enum Request {
    /// Write these bytes, then return the buffer.
    Write(Vec<u8>),
    /// Flush and acknowledge (everything sent before is written then).
    Flush(SyncSender<()>),
}

/// The thread's end.
struct Worker {
    requests: SyncSender<Request>,
    recycled: Receiver<Vec<u8>>,
    thread: JoinHandle<()>,
}

/// Buffered writer to standard error whose writes happen on a background
/// thread (or in place when the thread cannot be started).
pub struct StderrWriter {
    buf: Vec<u8>,
    worker: Option<Worker>,
}

impl StderrWriter {
    /// Starts the writer thread.
    pub fn new() -> Self {
        let (requests, inbox) = sync_channel::<Request>(IN_FLIGHT);
        let (give_back, recycled) = sync_channel::<Vec<u8>>(IN_FLIGHT + 1);
        let spawned = std::thread::Builder::new().name("affine-opt-stderr".into()).spawn(move || {
            // Locked per write, never across a wait: the worker thread may
            // print to stderr itself (`eprint!` locks it) while this thread
            // waits for the next buffer.
            let mut sink = io::stderr();
            for request in inbox {
                match request {
                    Request::Write(mut bytes) => {
                        // A failed write to the diagnostics stream has
                        // nowhere to be reported.
                        let _ = sink.write_all(&bytes);
                        bytes.clear();
                        let _ = give_back.try_send(bytes);
                    }
                    Request::Flush(done) => {
                        let _ = sink.flush();
                        let _ = done.send(());
                    }
                }
            }
            let _ = sink.flush();
        });
        let worker = spawned.ok().map(|thread| Worker { requests, recycled, thread });
        StderrWriter { buf: Vec::with_capacity(CHUNK), worker }
    }

    /// Hands the filled buffer to the writer thread (or writes it in place).
    fn send_buffer(&mut self) {
        if self.buf.is_empty() {
            return;
        }
        let Some(worker) = &self.worker else {
            let _ = io::stderr().write_all(&self.buf);
            self.buf.clear();
            return;
        };
        let next = worker.recycled.try_recv().unwrap_or_else(|_| Vec::with_capacity(CHUNK));
        let full = std::mem::replace(&mut self.buf, next);
        if let Err(std::sync::mpsc::SendError(Request::Write(bytes))) = worker.requests.send(Request::Write(full)) {
            // The thread is gone (it only ends when asked): write in place.
            let _ = io::stderr().write_all(&bytes);
        }
    }
}

impl Write for StderrWriter {
    fn write(&mut self, bytes: &[u8]) -> io::Result<usize> {
        self.write_all(bytes)?;
        Ok(bytes.len())
    }

    fn write_all(&mut self, mut bytes: &[u8]) -> io::Result<()> {
        while !bytes.is_empty() {
            let take = (CHUNK - self.buf.len()).min(bytes.len());
            self.buf.extend_from_slice(&bytes[..take]);
            bytes = &bytes[take..];
            if self.buf.len() >= CHUNK {
                self.send_buffer();
            }
        }
        Ok(())
    }

    fn flush(&mut self) -> io::Result<()> {
        self.send_buffer();
        match &self.worker {
            Some(worker) => {
                let (done, wait) = sync_channel(1);
                if worker.requests.send(Request::Flush(done)).is_ok() {
                    let _ = wait.recv();
                }
                Ok(())
            }
            None => io::stderr().flush(),
        }
    }
}

impl Drop for StderrWriter {
    /// Writes what is left and waits for the writer thread.
    fn drop(&mut self) {
        self.send_buffer();
        if let Some(worker) = self.worker.take() {
            drop(worker.requests);
            let _ = worker.thread.join();
        }
    }
}
