// fixture: include-review deployment-target=iOS=17.0
import SwiftUI

// Custom views laid over a backdrop that ignores every edge are most often a player or a
// canvas shown full window: left as they are (`check --verbose` says so). When the index
// shows a layer builds text, a control or a scroller, the move to the backdrop is offered.

struct LibraryRoot: View {
    @State private var showsStage = false
    @State private var showsSettings = false

    var body: some View {
        ZStack {
            Text("Library")
            if showsStage {
                ZStack {
                    Color.black
                    StageView()
                }
                .ignoresSafeArea()
                .transition(.opacity)
            }
            if showsSettings {
                ZStack {
                    Color.black
                    SettingsPane()
                }
                .ignoresSafeArea()
            }
        }
    }
}

struct StageView: View {
    var body: some View {
        StageCanvas()
            .overlay(alignment: .bottom) {
                Capsule().frame(height: 4)
            }
    }
}

struct StageCanvas: View {
    var body: some View {
        Rectangle().fill(Color.gray)
    }
}

struct SettingsPane: View {
    var body: some View {
        Form {
            Toggle("Autoplay", isOn: .constant(true))
        }
    }
}
