// A libFuzzer target for the parser: every input must parse without crashing and print
// back byte for byte. Not a SwiftPM target (CI does not build it); `Fuzz/run.sh` builds it
// with `-sanitize=fuzzer,address` together with `Sources/SwiftCST`.

@_cdecl("LLVMFuzzerTestOneInput")
public func fuzzParser(_ data: UnsafePointer<UInt8>, _ count: Int) -> CInt {
  let bytes = Array(UnsafeBufferPointer(start: data, count: count))
  let file = SourceFile(bytes: bytes)
  if file.printed() != bytes {
    fatalError("round trip failed for a \(count)-byte input")
  }
  // Walk every node and token, so that tree construction bugs show as crashes.
  _ = file.dump()
  return 0
}
