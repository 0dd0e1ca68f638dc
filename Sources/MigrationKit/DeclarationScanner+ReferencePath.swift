import SwiftCST

// What a property's initial value refers to (`MemberInfo.initialReference`), read from the
// flat arrays of the tree; its text is made once the value is known to be a path.

extension DeclarationScanner {
  /// `value` as a name and the member reads and method calls on it, each call written
  /// `name()` without its arguments: `kDefault`, `Theme.accent`, `Theme.shared.accent`,
  /// `Color.white.opacity()` for `Color.white.opacity(0.5)`. A call of the name itself is
  /// `hex()` for `hex(0x121212)` and `Self()` for `Self(red: 1, …)` or `Self { … }`. Nil for
  /// anything else (a method with a trailing closure, a subscript). A tuple of labelled
  /// elements is `tupleReference`.
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
          return pathText(
            from: tokens.lowerBound, called: false, members: members[..<count], in: raw)
        case .memberAccessExpr:
          let base = memberBase(node, in: raw)
          guard base >= 0 else { return nil }
          members[count] = (raw.memberNameToken(node), called)
          count += 1
          called = false
          node = base
        case .functionCallExpr:
          let callee = raw.firstChild(node)
          guard !called, callee >= 0 else { return nil }
          if raw.kind(callee) == .declReferenceExpr {
            // The name called (`hex(0x121212)`, `Self { … }`): any arguments. Not a type
            // named (`DateFormatter()`, most such values), which the path does not follow.
            let tokens = raw.tokens(callee)
            let kind = tokens.count == 1 ? raw.tokenKind(tokens.lowerBound) : nil
            let first = raw.file.bytes[Int(raw.textStart(tokens.lowerBound))]
            guard
              kind == .kwCapitalSelf
                || (kind == .identifier && !(UInt8(ascii: "A")...UInt8(ascii: "Z")).contains(first))
            else { return nil }
            return pathText(
              from: tokens.lowerBound, called: true, members: members[..<count], in: raw)
          }
          // A method of the value before it: arguments in parentheses only.
          guard raw.kind(callee) == .memberAccessExpr else { return nil }
          var other = raw.nextSibling(callee)
          while other >= 0 {
            guard raw.kind(other) == .argumentList else { return nil }
            other = raw.nextSibling(other)
          }
          called = true
          node = callee
        // `(accent: Palette.accent, tint: Palette.tint)`: the whole value only.
        case .tupleExpr where node == value: return tupleReference(value, in: raw)
        default: return nil
        }
      }
      return nil
    }
  }

  /// A tuple of labelled elements (`(accent: Palette.accent, tint: Palette.tint)`) as
  /// `(accent:Palette.accent,tint:Palette.tint)`: each element's `referencePath`, empty for
  /// one that is no path. Nil unless every element is labelled (a parenthesised value).
  static func tupleReference(_ tuple: Int32, in raw: RawTree) -> String? {
    var parts: [String] = []
    var element = raw.firstChild(tuple)
    while element >= 0 {
      if raw.kind(element) == .argument {
        let label = argumentLabelToken(element, in: raw)
        let value = raw.firstChild(element)
        guard label >= 0, value >= 0 else { return nil }
        // A nested tuple is not followed (its path would hold `,`).
        let path = raw.kind(value) == .tupleExpr ? nil : referencePath(value, in: raw)
        parts.append(text(of: label, in: raw) + ":" + (path ?? ""))
      }
      element = raw.nextSibling(element)
    }
    return parts.count < 2 ? nil : "(" + parts.joined(separator: ",") + ")"
  }

  /// `root.member1.member2()…` for `members` given outermost first: the tokens' texts
  /// joined by `.`, `()` after a called one (the root too, when `called`). (Decoded at once:
  /// the same text as decoding each token, as an ASCII `.` or `(` ends whatever precedes it.)
  private static func pathText(
    from root: Int32, called: Bool,
    members: Slice<UnsafeMutableBufferPointer<(name: Int32, called: Bool)>>, in raw: RawTree
  ) -> String {
    var length = raw.textEnd(root) - raw.textStart(root) + (called ? 2 : 0)
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
        if called {
          buffer[count] = UInt8(ascii: "(")
          buffer[count + 1] = UInt8(ascii: ")")
          count += 2
        }
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
