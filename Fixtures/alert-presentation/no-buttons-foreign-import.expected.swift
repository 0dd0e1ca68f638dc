// fixture: include-review deployment-target=iOS=17.0
import SwiftUI
#if canImport(DesignKit)
import DesignKit
#endif

// DesignKit is neither Apple's nor the run's and may declare a Button, so a Button the fix
// writes is spelled SwiftUI.Button, and the message says why. An alert with no buttons gets
// `{}`: no Button is written, and the message says nothing about spelling one.
struct ThemeSettingsView: View {
    @State private var showsNotice = false
    @State private var showsSaved = false

    var body: some View {
        VStack {
            Toggle("Dark", isOn: $showsNotice)
                .alert("Theme changed", isPresented: $showsNotice) {} message: {
                    Text("Some screens update when you next open them.")
                }
            Text("Saved")
                .alert("Saved", isPresented: $showsSaved) {
                    SwiftUI.Button("OK") {}
                }
        }
    }
}
