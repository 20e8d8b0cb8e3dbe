// Every library the script-tag files are built on, imported as the widget imports them, and none of its own code:
// what the widget would weigh if its code took no byte. Only its size is measured; no page loads it.
import { setupI18n } from '@lingui/core';
import { I18nProvider, useLingui } from '@lingui/react';
import DOMPurify from 'dompurify';
import { FormikProvider, getIn, useFormik, useFormikContext } from 'formik';
import * as React from 'react';
import { createRoot } from 'react-dom/client';
import Supercluster from 'supercluster';
import { boolean, mixed, number, object, string } from 'yup';
import { useStore } from 'zustand';
import { createStore } from 'zustand/vanilla';

// Kept reachable, so that the bundler drops nothing the widget uses.
globalThis.quoteWizardLibraries = {
  setupI18n, I18nProvider, useLingui, DOMPurify, FormikProvider, getIn, useFormik, useFormikContext, React,
  createRoot, Supercluster, boolean, mixed, number, object, string, useStore, createStore,
};
