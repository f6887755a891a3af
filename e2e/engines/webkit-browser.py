#!/usr/bin/env python3
"""A minimal WebKitGTK browser for the end-to-end suite.

MiniBrowser's --automation mode always uses an ephemeral profile, so a test could never reload
into the same IndexedDB or restart the browser over the same data. This browser keeps its website
data in --data-dir (or none with --ephemeral, like a private window), saves downloads into
--download-dir, and hands WebKitWebDriver a fresh web view whenever a session asks for one.
"""
import argparse
import os
import sys

import gi

gi.require_version('Gtk', '3.0')
gi.require_version('WebKit2', '4.1')
from gi.repository import Gtk, WebKit2  # noqa: E402


def parse_args():
    parser = argparse.ArgumentParser()
    parser.add_argument('--automation', action='store_true')
    parser.add_argument('--data-dir')
    parser.add_argument('--download-dir')
    parser.add_argument('--ephemeral', action='store_true')
    parser.add_argument('--width', type=int, default=1280)
    parser.add_argument('--height', type=int, default=900)
    parser.add_argument('url', nargs='?')
    return parser.parse_known_args()[0]


def make_context(args):
    if args.ephemeral:
        manager = WebKit2.WebsiteDataManager.new_ephemeral()
    else:
        data_dir = args.data_dir or os.path.join(os.getcwd(), 'webkit-data')
        manager = WebKit2.WebsiteDataManager(
            base_data_directory=os.path.join(data_dir, 'data'),
            base_cache_directory=os.path.join(data_dir, 'cache'),
        )
    context = WebKit2.WebContext.new_with_website_data_manager(manager)
    if args.download_dir:
        context.connect('download-started', on_download_started, args.download_dir)
    return context


def on_download_started(_context, download, folder):
    def decide(dl, suggested):
        # Written under a temporary name and renamed when finished, so a test that waits for the
        # file never reads half of it.
        dl.set_destination('file://' + os.path.join(folder, '.' + suggested + '.part'))
        dl.connect('finished', lambda d: os.replace(
            os.path.join(folder, '.' + suggested + '.part'), os.path.join(folder, suggested)))
        return True

    download.connect('decide-destination', decide)


def open_window(context, args, automated):
    view = WebKit2.WebView(web_context=context, is_controlled_by_automation=automated)
    settings = view.get_settings()
    settings.set_enable_developer_extras(True)
    # Safari has WebRTC on; WebKitGTK ships it off. Sending to another device needs it.
    if hasattr(settings, 'set_enable_webrtc'):
        settings.set_enable_webrtc(True)
    window = Gtk.Window()
    window.set_default_size(args.width, args.height)
    window.add(view)
    window.show_all()
    view.connect('close', lambda v: window.destroy())
    return view


def main():
    args = parse_args()
    context = make_context(args)
    if args.automation:
        context.set_automation_allowed(True)

        def on_automation_started(_ctx, session):
            info = WebKit2.ApplicationInfo()
            info.set_name('StudyShelfWebKit')
            info.set_version(2, 50, 0)
            session.set_application_info(info)
            session.connect('create-web-view', lambda s: open_window(context, args, True))

        context.connect('automation-started', on_automation_started)
    else:
        view = open_window(context, args, False)
        view.connect('notify::title', lambda v, _p: print('TITLE', v.get_title(), flush=True))
        view.load_uri(args.url or 'about:blank')
    Gtk.main()


if __name__ == '__main__':
    sys.exit(main())
