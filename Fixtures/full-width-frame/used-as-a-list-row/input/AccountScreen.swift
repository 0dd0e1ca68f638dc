// fixture: deployment-target=iOS=17.0
import SwiftUI

// PasscodeRow is a row of this List (through SecuritySection's Section), where a row is as
// tall as its content: the Spacer under its lock image cannot push the image up, it only
// adds padding. Written as a frame, the row would be shorter and the image centred: the fix
// in PasscodeRow needs review. PasscodeHelp is shown in a sheet, which offers its content
// the sheet's height: its fix stays safe.
struct AccountScreen: View {
  @State private var locked = false
  @State private var showsHelp = false

  var body: some View {
    List {
      SecuritySection(locked: $locked)
      Button("What is a passcode?") { showsHelp = true }
    }
    .sheet(isPresented: $showsHelp) {
      PasscodeHelp()
    }
  }
}

struct PasscodeHelp: View {
  var body: some View {
    VStack {
      Text("A passcode locks the app when it starts.")
      Spacer()
    }
  }
}
