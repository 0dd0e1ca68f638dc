import SwiftUI

final class Equalizer: ObservableObject {
  @Published var bands: [Double] = [0, 0, 0]
}

final class Mixer: ObservableObject {
  @Published var volume = 0.5
  let equalizer = Equalizer()
  private var bag = Set<AnyCancellable>()

  init() {
    equalizer.relayChanges(to: self, keeping: &bag)
  }
}

final class Recorder: ObservableObject {
  @Published var isRecording = false

  func start() {
    isRecording = true
    print("\(traceName) started")
  }
}
