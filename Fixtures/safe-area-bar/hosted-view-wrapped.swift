// fixture: include-review deployment-target=iOS=26.0
import SwiftUI

final class MapCanvas: UIView {
    var zoom = 1.0
}

struct TrailMap: UIViewRepresentable {
    let zoom: Double

    func makeUIView(context: Context) -> MapCanvas { MapCanvas() }
    func updateUIView(_ view: MapCanvas, context: Context) {
        view.zoom = zoom
    }
}

struct TrailScreen: View {
    let zoom: Double

    var body: some View {
        // A reader around the hosted map changes nothing: the ScrollView only frames it.
        ScrollView {
            ScrollViewReader { proxy in
                TrailMap(zoom: zoom)
                    .frame(height: 500)
                    .id("map")
            }
        }
        .overlay(alignment: .bottom) {
            Button("Start") {}
                .padding()
        }
    }
}

struct TrailDetails: View {
    let zoom: Double

    var body: some View {
        ZStack(alignment: .top) {
            ScrollView {
                NavigationStack {
                    TrailMap(zoom: zoom)
                        .frame(height: 400)
                }
            }
            Button("Close") {}
                .padding()
        }
    }
}

struct TrailNotes: View {
    let zoom: Double

    var body: some View {
        // A reader around several views: the ScrollView scrolls rows, the bar applies.
        ScrollView {
            ScrollViewReader { proxy in
                TrailMap(zoom: zoom)
                    .frame(height: 300)
                Text("Notes")
            }
        }
        .overlay(alignment: .bottom) {
            Button("Save") {}
                .padding()
        }
    }
}
