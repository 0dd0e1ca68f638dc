import SwiftCST

// What a property's initial value refers to (`MemberInfo.initialReference`), read from the
// flat arrays of the tree; its text is made once the value is known to be a path.

extension DeclarationScanner {
  /// `value` as a name and the member reads and method calls on it, each call written
  /// `name()` without its arguments: `kDefault`, `Theme.accent`, `Theme.shared.accent`,
  /// `Color.white.opacity()` for `Color.white.opacity(0.5)`. Nil for anything else (a call
  /// of the name itself, a trailing closure, a subscript).
  static func referencePath(_ value: Int32, in raw: RawTree) -> String? {
    // The member names read, outermost (last written) first, with whether each is called;
    // the text is made once the path is known to be one (most initial values are).
    withUnsafeTemporaryAllocation(of: (name: Int32, called: Bool).self, capacity: 12) { members in
      var count = 0
      var node = value
      var called = false
      for _ in 0..<12 {
        switch raw.kind(node) {
        case .declReferenceExpr:
          let tokens = raw.tokens(node)
          guard !called, tokens.count == 1, raw.tokenKind(tokens.lowerBound) == .identifier
          else {
            return nil
          }
          return pathText(from: tokens.lowerBound, members: members[..<count], in: raw)
        case .memberAccessExpr:
          let base = memberBase(node, in: raw)
          guard base >= 0 else { return nil }
          members[count] = (raw.memberNameToken(node), called)
          count += 1
          called = false
          node = base
        case .functionCallExpr:
          // A method of the value before it: arguments in parentheses only.
          let callee = raw.firstChild(node)
          guard !called, callee >= 0, raw.kind(callee) == .memberAccessExpr else { return nil }
          var other = raw.nextSibling(callee)
          while other >= 0 {
            guard raw.kind(other) == .argumentList else { return nil }
            other = raw.nextSibling(other)
          }
          called = true
          node = callee
        default: return nil
        }
      }
      return nil
    }
  }

  /// `root.member1.member2()…` for `members` given outermost first: the tokens' texts
  /// joined by `.`, `()` after a called one. (Decoded at once: the same text as decoding
  /// each token, as an ASCII `.` or `(` ends whatever precedes it.)
  private static func pathText(
    from root: Int32, members: Slice<UnsafeMutableBufferPointer<(name: Int32, called: Bool)>>,
    in raw: RawTree
  ) -> String {
    var length = raw.textEnd(root) - raw.textStart(root)
    for member in members {
      length += 1 + raw.textEnd(member.name) - raw.textStart(member.name) + (member.called ? 2 : 0)
    }
    return raw.file.bytes.withUnsafeBufferPointer { source in
      withUnsafeTemporaryAllocation(of: UInt8.self, capacity: length) { buffer in
        var count = 0
        func add(_ token: Int32) {
          for offset in raw.textStart(token)..<raw.textEnd(token) {
            buffer[count] = source[offset]
            count += 1
          }
        }
        add(root)
        for member in members.reversed() {
          buffer[count] = UInt8(ascii: ".")
          count += 1
          add(member.name)
          if member.called {
            buffer[count] = UInt8(ascii: "(")
            buffer[count + 1] = UInt8(ascii: ")")
            count += 2
          }
        }
        return String(decoding: UnsafeBufferPointer(rebasing: buffer[..<count]), as: UTF8.self)
      }
    }
  }
}
