import SwiftUI

public enum Tone {
  case main, muted
}

/// A font and a colour: given as a Color or as a tone of the palette (the body shows
/// nothing without either).
public struct TypefaceModifier: ViewModifier {
  let size: CGFloat
  let color: Color?
  let tone: Tone?

  public func body(content: Content) -> some View {
    if let color {
      content
        .font(.system(size: size))
        .foregroundColor(color)
    } else if let tone {
      content
        .font(.system(size: size))
        .toneColor(tone)
    } else {
      EmptyView()
    }
  }
}

struct ToneColorModifier: ViewModifier {
  let tone: Tone

  func body(content: Content) -> some View {
    content.foregroundColor(tone == .main ? Color.primary : Color.secondary)
  }
}

// Two overloads that apply the same modifier: whichever a call reaches, the view keeps its
// size.
public extension View {
  func typeface(size: CGFloat, tone: Tone) -> some View {
    self.modifier(TypefaceModifier(size: size, color: nil, tone: tone))
  }

  func typeface(size: CGFloat, color: Color) -> some View {
    modifier(TypefaceModifier(size: size, color: color, tone: nil))
  }

  func toneColor(_ tone: Tone) -> some View {
    modifier(ToneColorModifier(tone: tone))
  }
}

// Two overloads that do not agree: one colours the view, the other fills the width.
public extension View {
  func banner(_ tone: Tone) -> some View {
    modifier(ToneColorModifier(tone: tone))
  }

  func banner(_ color: Color) -> some View {
    frame(maxWidth: .infinity).background(color)
  }
}

/// One of its branches fills the width.
public struct Pill: View {
  let wide: Bool

  public var body: some View {
    if wide {
      Text("Pill").frame(maxWidth: .infinity)
    } else {
      Text("Pill").bold()
    }
  }
}

// Icons of a fixed size, whichever colour they are given; and one as wide as it is offered.
public extension Image {
  func glyph(size: CGFloat, tone: Tone) -> some View {
    self
      .resizable()
      .renderingMode(.template)
      .frame(width: size, height: size)
      .toneColor(tone)
  }

  func glyph(size: CGFloat, color: Color) -> some View {
    self
      .resizable()
      .renderingMode(.template)
      .frame(width: size, height: size)
      .foregroundColor(color)
  }

  func stripe() -> some View {
    resizable().frame(maxWidth: .infinity)
  }
}
