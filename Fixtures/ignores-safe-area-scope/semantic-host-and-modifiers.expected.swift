// fixture: include-review
import SwiftUI

struct CameraPreview: UIViewRepresentable {
    func makeUIView(context: Context) -> UIView { UIView() }
    func updateUIView(_ uiView: UIView, context: Context) {}
}

struct Wallpaper: View {
    var body: some View {
        LinearGradient(colors: [.blue, .purple], startPoint: .top, endPoint: .bottom)
    }
}

struct ScannerScreen: View {
    let hint: String
    @State private var code = ""

    var body: some View {
        VStack {
            CameraPreview()
                .ignoresSafeArea()
            Wallpaper()
                .ignoresSafeArea()
            ZStack {
                Color.black
                Text(hint)
            }
            .clipped()
            .ignoresSafeArea()
            ZStack {
                Color.black
                Text(hint)
            }
            .ignoresSafeArea()
            .onTapGesture { code = "" }
            VStack {
                Spacer()
                TextField("Code", text: $code)
            }
            .ignoresSafeArea(.container, edges: .bottom)
        }
    }
}

struct LoadingOverlay: View {
    var body: some View {
        ProgressView()
            .ignoresSafeArea()
    }
}
