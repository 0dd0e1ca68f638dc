// A static member of a type nested in an extension (`Settings.General.darkMode`) is followed
// to its class: the objectWillChange use blocks Pref, not every class of the run.
import SwiftUI

final class SceneHost {
  private var bag: Set<AnyCancellable> = []

  func start() {
    Settings.General.darkMode.objectWillChange
      .sink { _ in print("dark mode changed") }
      .store(in: &bag)
  }
}
