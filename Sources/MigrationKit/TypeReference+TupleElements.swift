// The elements of a tuple type's text (`(accent: Color, tint: Color)`): what a value stored
// as `let colors = (accent: Palette.accent, tint: Palette.tint)` holds, so that reading
// `theme.colors.accent` reads the element's type.

extension TypeReference {
  /// The type of the element labelled `label` of a tuple type `(label: T, …)`; nil for any
  /// other type, an optional tuple included, and for a label the tuple does not have.
  public func tupleElement(labelled label: String) -> TypeReference? {
    guard name == nil, !isOptional, text.utf8.first == UInt8(ascii: "("),
      let elements = Self.tupleElements(text)
    else { return nil }
    return elements.first { $0.label == label }.map { TypeReference(text: $0.type) }
  }

  /// The elements of a tuple type's text, each with its label (nil for none) and its type
  /// without spaces: `(String, title: Text?, (() -> Void)?)` → `String`, `title` `Text?`,
  /// `(()->Void)?`. A trailing `?` or `!` of the whole tuple is read through. Nil when the
  /// text is not one parenthesised tuple type of two or more elements.
  public static func tupleElements(_ text: String) -> [(label: String?, type: String)]? {
    var compact = Array(text.filter { !$0.isWhitespace })
    // `(String, Text)?`: the elements of the wrapped tuple.
    while compact.last == "?" || compact.last == "!" { compact.removeLast() }
    guard compact.first == "(", compact.last == ")" else { return nil }
    var elements: [String] = []
    var current = ""
    var depth = 0
    for (index, character) in compact.enumerated() {
      switch character {
      case "(", "[", "<": depth += 1
      case ")", "]": depth -= 1
      case ">" where index == 0 || compact[index - 1] != "-": depth -= 1
      default: break
      }
      // The outer parentheses close only at the end: `(A)->(B)` is no tuple.
      if depth == 0 && index != compact.count - 1 { return nil }
      if (character == "," && depth == 1) || index == compact.count - 1 {
        elements.append(current)
        current = ""
      } else if index != 0 {
        current.append(character)
      }
    }
    guard elements.count >= 2 else { return nil }
    return elements.map { element in
      // `title:Text?`: a name and a colon before the type.
      let name = element.prefix { $0.isLetter || $0.isNumber || $0 == "_" }
      guard !name.isEmpty, element.dropFirst(name.count).first == ":" else {
        return (nil, element)
      }
      return (String(name), String(element.dropFirst(name.count + 1)))
    }
  }
}
