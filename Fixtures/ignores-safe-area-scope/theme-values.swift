// fixture: deployment-target=iOS=17.0
import SwiftUI

/// A design system: a namespace of values, not a view.
enum Palette {
  enum Gradients {
    static let dusk = LinearGradient(
      colors: [.indigo, .black],
      startPoint: .top,
      endPoint: .bottom
    )
  }
  static let wash = Color.black.opacity(0.8)
  static let banner = Banner(title: "Offline")
  static let caption = Text("Draft")
}

struct Banner: View {
  let title: String

  var body: some View {
    Text(title)
      .padding()
  }
}

struct Welcome: View {
  var body: some View {
    ZStack {
      backdrop
      Text("Welcome")
    }
  }

  private var backdrop: some View {
    Palette.Gradients.dusk
      .ignoresSafeArea()
      .overlay(Palette.wash.ignoresSafeArea())
  }

  private var offline: some View {
    Palette.banner
      .ignoresSafeArea()
  }

  private var draft: some View {
    Palette.caption
      .ignoresSafeArea()
  }
}
