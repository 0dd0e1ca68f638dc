// fixture: deployment-target=iOS=17.0
import SwiftUI

// A view made by a type's static method (`Pickers.camera(…)`) is what the method returns,
// not a view of the type that declares the method.

struct CameraSurface: UIViewRepresentable {
  let onCapture: (URL) -> Void
  func makeUIView(context: Context) -> UIView { UIView() }
  func updateUIView(_ view: UIView, context: Context) {}
}

struct DraftsScreen: View {
  var body: some View {
    List {
      Text("Draft")
    }
  }
}

enum Pickers {
  static func camera(onCapture: @escaping (URL) -> Void) -> CameraSurface {
    CameraSurface(onCapture: onCapture)
  }

  static func drafts() -> DraftsScreen {
    DraftsScreen()
  }
}

struct ComposeScreen: View {
  @State private var showsCamera = false
  @State private var showsDrafts = false

  var body: some View {
    Text("Compose")
      // A hosted UIKit camera filling the screen: left alone.
      .fullScreenCover(isPresented: $showsCamera) {
        Pickers.camera(onCapture: { _ in })
          .ignoresSafeArea()
      }
      // A screen of the run's, under its own name.
      .sheet(isPresented: $showsDrafts) {
        Pickers.drafts()
          .ignoresSafeArea()
      }
  }
}
