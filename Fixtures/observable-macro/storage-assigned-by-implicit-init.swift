// fixture: include-review deployment-target=macOS=14.0
import SwiftUI

/// Built per screen by the view's init; its init starts a timer.
final class DisplayModel: ObservableObject {
  @Published var brightness = 0.5
  let screenName: String

  init(screenName: String) {
    self.screenName = screenName
    Timer.scheduledTimer(withTimeInterval: 1, repeats: true) { _ in }
  }
}

/// Passed in; a view binds to it.
final class MixerModel: ObservableObject {
  @Published var volume = 0.0
}

/// Passed in; only read.
final class TrackModel: ObservableObject {
  @Published var title = ""
}

// The storage is set with `.init(wrappedValue:)`, the wrapper's own init: the @State it
// becomes takes the same call; the plain property of an @ObservedObject is set directly,
// and an @Bindable one through Bindable(wrappedValue:).
struct DisplayPanel: View {
  @StateObject private var display: DisplayModel
  @ObservedObject var mixer: MixerModel
  @ObservedObject var track: TrackModel

  init(screenName: String, mixer: MixerModel, track: TrackModel) {
    self._display = .init(
      wrappedValue: .init(
        screenName: screenName
      )
    )
    _mixer = .init(wrappedValue: mixer)
    self._track = .init(wrappedValue: track)
  }

  var body: some View {
    VStack {
      Text("\(display.screenName) \(track.title)")
      Slider(value: $mixer.volume)
    }
  }
}
