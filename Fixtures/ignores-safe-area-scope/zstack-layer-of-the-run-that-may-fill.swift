// fixture: deployment-target=iOS=17.0 include-review
import SwiftUI

// A ZStack's alignment pins only a layer shorter than the stack. A view of the run is
// followed to what its body builds: a tint chosen by a condition (a view whose height the
// tool cannot tell) or a list fills the stack, so no edge is claimed for them (ignoring
// only the bottom edge would leave the tint short of the status bar); a bar that is one
// HStack is pinned.
struct RainTint: View {
  let isRaining: Bool

  var body: some View {
    if isRaining {
      ZStack {
        Color.blue.opacity(0.05)
        Image(systemName: "cloud.rain")
      }
    } else {
      Color.clear
    }
  }
}

struct StageList: View {
  var body: some View {
    List {
      Text("Stage 1")
      Text("Stage 2")
    }
  }
}

struct WalkControls: View {
  var body: some View {
    HStack {
      Button("Pause") {}
      Button("Stop") {}
    }
  }
}

struct WalkScreen: View {
  let isRaining: Bool

  var body: some View {
    ZStack(alignment: .bottom) {
      Color.green.ignoresSafeArea()
      RainTint(isRaining: isRaining)
        .ignoresSafeArea()
        .allowsHitTesting(false)
      WalkControls()
        .padding()
        .ignoresSafeArea()
    }
  }
}

struct StagesScreen: View {
  var body: some View {
    ZStack(alignment: .top) {
      Color.green.ignoresSafeArea()
      StageList()
        .ignoresSafeArea()
    }
  }
}
