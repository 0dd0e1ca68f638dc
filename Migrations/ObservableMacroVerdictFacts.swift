import MigrationKit
import SwiftCST

/// Writing `observable-macro`'s facts: the lines each file records under `key` (their
/// fields are listed in ObservableMacroVerdicts.swift; ObservableMacroVerdictsFromFacts.swift
/// reads them).
extension ObservableVerdicts {
  static func facts(of scan: ObservableScan, protocols: [String], in file: SourceFile)
    -> [ProjectFact]
  {
    // The lines go straight into one buffer of UTF-8 (fields split by tabs, lines by
    // newlines), made a string once: appending to a string cost more than the scan, and an
    // array of fields per line more than the buffer.
    var value = FactLines()
    for name in protocols {
      value.line("R")
      value.field(name)
    }
    for candidate in scan.classes {
      value.line("C")
      value.field(candidate.name)
      value.field(file.location(of: candidate.nameToken.range.lowerBound).line)
      value.field(candidate.isPublic ? "1" : candidate.isFilePrivate ? "f" : "0")
      value.field(candidate.possibleSuperclass ?? "")
      value.field(joining: candidate.inherited)
      value.field(joining: candidate.published)
      value.field(Self.encode(candidate.node.availabilityMinimums))
      let settled = candidate.settledAfterInit
      value.field(joining: settled)
      value.field(joining: candidate.settledReaders(of: settled))
      value.field(joining: candidate.publishedSetWith(settled))
    }
    for blocker in scan.blockers {
      value.line("B")
      value.field(blocker.className ?? "-")
      value.field(blocker.line)
      value.field(blocker.reason)
      value.field(blocker.publishedName ?? "")
      value.field(blocker.query?.encoded ?? "")
      value.field(ObservableClassNames.encode(blocker.scope))
      value.field(joining: blocker.requires)
      value.field(blocker.reachesOtherModules ? "1" : "")
    }
    for read in scan.publisherReads {
      value.line("$")
      value.field(read.name)
      value.field(read.line)
    }
    for member in scan.extensionMembers {
      value.line("E")
      value.field(member.name)
      value.field(member.shown)
      value.field(joining: member.objectLabels)
    }
    for proto in scan.protocols {
      value.line("P")
      value.field(proto.name)
      value.field(proto.line)
      value.field(proto.reason)
    }
    for entry in scan.firstInherited {
      value.line("S")
      value.field(entry.name)
      value.field(entry.subclass)
      value.field(entry.line)
      value.field(entry.scope)
    }
    for alias in scan.aliases {
      value.line("A")
      value.field(alias.name)
      value.field(alias.scope)
      value.field(alias.target)
    }
    for name in scan.placeholders {
      value.line("G")
      value.field(name)
    }
    for constraint in scan.genericConstraints {
      value.line("K")
      value.field(constraint.typeName)
      value.field(constraint.line)
      value.field(constraint.position)
      value.field(constraint.parameter)
      value.field(joining: constraint.labels)
      value.field(joining: constraint.requires)
    }
    for entry in scan.wrapped {
      value.line("W")
      value.field(entry.className)
      value.field(entry.line)
      value.field(entry.wrapper)
      value.field(entry.property)
    }
    for use in scan.uses {
      value.line("U")
      value.field(use.className)
      value.field(file.location(of: use.anchor.lowerBound).line)
      value.field(Self.encode(use.node.availabilityMinimums))
      value.field(use.query?.encoded ?? "")
      value.field(use.unknownReason)
      value.field(ObservableClassNames.encode(use.scope))
    }
    let text = value.finish()
    guard !text.isEmpty || !protocols.isEmpty else { return [] }
    return [ProjectFact(key: key, value: text)]
  }

  /// A fact's value as UTF-8: lines of tab-separated fields, the first a line's tag. The
  /// bytes are copied into a buffer of their own (an array's append checked its uniqueness
  /// and capacity for each field, more than the copy); `finish()` makes the string and
  /// frees the buffer.
  struct FactLines {
    private var storage = UnsafeMutablePointer<UInt8>.allocate(capacity: 512)
    private var capacity = 512
    private var count = 0

    var isEmpty: Bool { count == 0 }

    /// The value, as `String(decoding:as:)` of the bytes; the buffer is freed.
    mutating func finish() -> String {
      defer { storage.deallocate() }
      return String(decoding: UnsafeBufferPointer(start: storage, count: count), as: UTF8.self)
    }

    /// Starts a line with its tag.
    mutating func line(_ tag: StaticString) {
      if count > 0 { append(UInt8(ascii: "\n")) }
      tag.withUTF8Buffer { append($0) }
    }

    mutating func field(_ text: String) {
      append(UInt8(ascii: "\t"))
      append(text)
    }

    /// `String(number)` as a field, its digits written in place.
    mutating func field(_ number: Int) {
      append(UInt8(ascii: "\t"))
      if number < 0 { append(UInt8(ascii: "-")) }
      var rest = number.magnitude
      var digits: (UInt64, UInt64, UInt64) = (0, 0, 0)
      withUnsafeMutableBytes(of: &digits) { buffer in
        var start = buffer.count
        repeat {
          start -= 1
          buffer[start] = UInt8(ascii: "0") + UInt8(rest % 10)
          rest /= 10
        } while rest > 0
        append(UnsafeBufferPointer(rebasing: buffer.bindMemory(to: UInt8.self)[start...]))
      }
    }

    /// `texts.joined(separator: ",")` as one field.
    mutating func field(joining texts: [String]) {
      append(UInt8(ascii: "\t"))
      for (position, text) in texts.enumerated() {
        if position > 0 { append(UInt8(ascii: ",")) }
        append(text)
      }
    }

    private mutating func append(_ text: String) {
      var text = text
      text.withUTF8 { append($0) }
    }

    private mutating func append(_ byte: UInt8) {
      reserve(1)
      storage[count] = byte
      count += 1
    }

    private mutating func append(_ bytes: UnsafeBufferPointer<UInt8>) {
      guard let base = bytes.baseAddress, !bytes.isEmpty else { return }
      reserve(bytes.count)
      (storage + count).initialize(from: base, count: bytes.count)
      count += bytes.count
    }

    private mutating func reserve(_ extra: Int) {
      guard count + extra > capacity else { return }
      var grown = capacity * 2
      while grown < count + extra { grown *= 2 }
      let bigger = UnsafeMutablePointer<UInt8>.allocate(capacity: grown)
      bigger.initialize(from: storage, count: count)
      storage.deallocate()
      storage = bigger
      capacity = grown
    }
  }
}

/// The fields' encodings, read and written: availability minimums (`iOS=17.0,macOS=14.0`),
/// comma-separated lists and type queries.
extension ObservableVerdicts {
  static func encode(_ minimums: [Platform: OSVersion]) -> String {
    minimums.sorted { $0.key.rawValue < $1.key.rawValue }.map { "\($0.key.rawValue)=\($0.value)" }
      .joined(separator: ",")
  }

  /// `text.split(separator: ",").map(String.init)`, by bytes for ASCII text (each byte a
  /// Character; a "\r\n" pair holds no comma): the split by Characters cost more than the
  /// rest of a class's line.
  static func commaSeparated(_ text: String) -> [String] {
    let byBytes = text.utf8.withContiguousStorageIfAvailable { bytes -> [String]? in
      guard bytes.allSatisfy({ $0 < 0x80 }) else { return nil }
      var parts: [String] = []
      var start = 0
      for index in 0...bytes.count where index == bytes.count || bytes[index] == UInt8(ascii: ",") {
        if index > start {
          parts.append(
            String(decoding: UnsafeBufferPointer(rebasing: bytes[start..<index]), as: UTF8.self))
        }
        start = index + 1
      }
      return parts
    }
    if case .some(.some(let parts)) = byBytes { return parts }
    return text.split(separator: ",").map(String.init)
  }

  /// `ObservableTypeQuery(encoded:)` of a fact's field (nil for an empty one, as that gives).
  static func query(_ fields: FactFields, _ position: Int) -> ObservableTypeQuery? {
    fields.isEmpty(position) ? nil : ObservableTypeQuery(encoded: fields[position])
  }

  static func decode(_ text: String) -> [Platform: OSVersion] {
    var minimums: [Platform: OSVersion] = [:]
    for pair in text.split(separator: ",") {
      let parts = pair.split(separator: "=")
      if parts.count == 2, let platform = Platform(rawValue: String(parts[0])),
        let version = OSVersion(String(parts[1]))
      {
        minimums[platform] = version
      }
    }
    return minimums
  }
}

// MARK: - Blockers and uses the complete index decides

extension ObservableVerdicts {
  /// A blocker of every class that may conform to the protocols `requires`: a constraint
  /// such as `ObservableObject & Checkable` (`ObservableScan.otherRequirements`).
  struct ConformanceBlocker: Equatable, Sendable {
    var requires: [String]
    var place: Place
    /// It blocks only a class publishing `published` (empty: any class).
    var published = ""
    /// The module of its file (-1: none known).
    var module = -1
  }

  struct QueryBlocker: Equatable, Sendable {
    var query: ObservableTypeQuery
    var place: Place
    /// For `x.$name`: it blocks only a class publishing `name` (empty: any class).
    var published = ""
    /// The module of its file (-1: none known).
    var module = -1
    /// When the query has no answer, it blocks only a class that may conform to these
    /// protocols (the constraint's others: `ObservableObject & Checkable`).
    var requires: [String] = []
  }

  /// Whether code of `module` may hold an object of a class declared in `modules`: an
  /// internal class of another module has no value there whose type is it (a class in no
  /// known module, or code in none, may be any's).
  static func maySee(_ isPublic: Bool, _ modules: Set<Int>, from module: Int) -> Bool {
    isPublic || module < 0 || modules.contains(module) || modules.contains(-1)
  }

  struct QueryUse: Equatable, Sendable {
    var query: ObservableTypeQuery
    var place: Scoped
    /// The blocker it is when the query has no answer.
    var unknown: Place
    var module: Int
  }
}
