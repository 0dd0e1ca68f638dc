// fixture: deployment-target=iOS=15.0,macOS=12.0
import SwiftUI

// animation(_:value:) needs an Equatable value: a button style's configuration, an enum with
// associated values or a struct that does not declare Equatable is named by the member the
// view reads (`configuration.isPressed`), not as a whole.

struct PressTheme {
  var shrink: Double
  var tint: Color
}

struct SquishStyle: ButtonStyle {
  var theme: PressTheme

  func makeBody(configuration: Configuration) -> some View {
    configuration.label
      .scaleEffect(configuration.isPressed ? theme.shrink : 1)
      .animation(.easeOut)
  }
}

enum Dragging {
  case idle
  case moving(offset: CGSize)

  var isMoving: Bool {
    if case .moving = self { return true }
    return false
  }
}

enum Phase {
  case collapsed, expanded
}

struct Score: Equatable {
  var points: Int
}

struct Knob: View {
  @GestureState private var drag: Dragging = .idle
  @State private var phase = Phase.collapsed
  @State private var score = Score(points: 0)
  @State private var theme = PressTheme(shrink: 0.9, tint: .red)

  var body: some View {
    VStack {
      Circle()
        .opacity(drag.isMoving ? 0.5 : 1)
        .animation(.spring())
      Text("\(score.points)")
        .font(phase == .expanded ? .title : .body)
        .animation(.default)
      Text("tinted")
        .foregroundStyle(theme.tint)
        .animation(.linear)
    }
  }
}
