// fixture: include-review deployment-target=macOS=14.0
import SwiftUI

/// Built per screen by the view's init; its init starts a timer.
@Observable
final class DisplayModel {
  var brightness = 0.5
  let screenName: String

  init(screenName: String) {
    self.screenName = screenName
    Timer.scheduledTimer(withTimeInterval: 1, repeats: true) { _ in }
  }
}

/// Passed in; a view binds to it.
@Observable
final class MixerModel {
  var volume = 0.0
}

/// Passed in; only read.
@Observable
final class TrackModel {
  var title = ""
}

// The storage is set with `.init(wrappedValue:)`, the wrapper's own init: the @State it
// becomes takes the same call; the plain property of an @ObservedObject is set directly,
// and an @Bindable one through Bindable(wrappedValue:).
struct DisplayPanel: View {
  @State private var display: DisplayModel
  @Bindable var mixer: MixerModel
  var track: TrackModel

  init(screenName: String, mixer: MixerModel, track: TrackModel) {
    self._display = .init(
      wrappedValue: .init(
        screenName: screenName
      )
    )
    _mixer = Bindable(wrappedValue: mixer)
    self.track = track
  }

  var body: some View {
    VStack {
      Text("\(display.screenName) \(track.title)")
      Slider(value: $mixer.volume)
    }
  }
}
